import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { PageHeader, StatusBadge } from '@facility/ui';
import { remoteNames } from '../app/routeTable';
import { liveManifest } from '../remotes/liveManifest';
import { libSources } from '../remotes/libSources';
import { useRemoteStatuses, type RemoteStatus } from '../remotes/status';
import { AvailableVersions } from './AvailableVersions';

function statusText(status: RemoteStatus | undefined, deployed: boolean) {
  if (!deployed) return { label: 'Niet uitgerold', color: 'default' as const };
  if (!status || status.state === 'not-loaded') return { label: 'Nog niet geladen', color: 'default' as const };
  if (status.state === 'loaded') return { label: 'Geladen', color: 'success' as const };
  return { label: `Niet geladen: ${status.reason}`, color: 'error' as const };
}

/** The workspace-library versions a remote was built with, and (once loaded) whose copy it uses. */
function libsText(remote: string, libs: Record<string, string> | undefined, loaded: boolean) {
  const sources = loaded ? libSources(remote) : {};
  const origin = { shell: 'van de shell', own: 'eigen kopie' } as const;
  const parts = Object.entries(libs ?? {}).map(([name, version]) => {
    const source = sources[name];
    if (!source) return `${name} ${version}`;
    const from = source.from === 'other' ? `van ${source.provider.replaceAll('_', '-')}` : origin[source.from];
    return `${name} ${version} (gebruikt ${source.version}, ${from})`;
  });
  return parts.length ? parts.join(', ') : '-';
}

const when = (iso?: string) => (iso ? format(new Date(iso), 'dd-MM-yyyy HH:mm', { locale: nl }) : '-');

/** Which version of every remote is live, since when, what was before, what is available, and how it loaded here. */
export function ModulesPage() {
  const statuses = useRemoteStatuses();
  const { remotes } = liveManifest();
  return (
    <>
      <PageHeader title="Modules" />
      <Card>
        <CardContent sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Modules">
            <TableHead>
              <TableRow>
                <TableCell>Module</TableCell>
                <TableCell>Live versie</TableCell>
                <TableCell>Live sinds</TableCell>
                <TableCell>Vorige versie</TableCell>
                <TableCell>Gebouwd met</TableCell>
                <TableCell>In deze sessie</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {remoteNames().map((name) => {
                const entry = remotes[name];
                const status = statuses.get(name);
                const shown = statusText(status, Boolean(entry));
                return (
                  <TableRow key={name}>
                    <TableCell>{name.replaceAll('_', '-')}</TableCell>
                    <TableCell>{entry ? `${entry.version}${entry.preview ? ' (voorbeeld)' : ''}` : '-'}</TableCell>
                    <TableCell>{when(entry?.deployedAt)}</TableCell>
                    <TableCell>{entry?.previous ?? '-'}</TableCell>
                    <TableCell>{libsText(name, entry?.libs, status?.state === 'loaded')}</TableCell>
                    <TableCell>
                      <StatusBadge label={shown.label} color={shown.color} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Een nieuwe versie of een rollback is zichtbaar na het opnieuw laden van de pagina.
          </Typography>
          {remoteNames()
            .filter((name) => remotes[name])
            .map((name) => (
              <AvailableVersions key={name} remote={name} live={remotes[name]?.preview ? undefined : remotes[name]?.version} />
            ))}
        </CardContent>
      </Card>
    </>
  );
}

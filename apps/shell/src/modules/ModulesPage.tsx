import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { PageHeader } from '@facility/ui';
import { remoteNames } from '../app/routeTable';
import { liveManifest } from './liveManifest';
import { useRemoteStatuses, type RemoteStatus } from '../remotes/status';

function statusText(status: RemoteStatus | undefined, deployed: boolean) {
  if (!deployed) return { label: 'Niet uitgerold', color: 'default' as const };
  if (!status || status.state === 'not-loaded') return { label: 'Nog niet geladen', color: 'default' as const };
  if (status.state === 'loaded') return { label: 'Geladen', color: 'success' as const };
  return { label: `Niet geladen: ${status.reason}`, color: 'error' as const };
}

/** Which version of every remote is live, and whether it loaded in this session. */
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
                <TableCell>In deze sessie</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {remoteNames.map((name) => {
                const entry = remotes[name];
                const status = statusText(statuses.get(name), Boolean(entry));
                return (
                  <TableRow key={name}>
                    <TableCell>{name.replace('_', '-')}</TableCell>
                    <TableCell>{entry?.version ?? '-'}</TableCell>
                    <TableCell>
                      {entry?.deployedAt ? format(new Date(entry.deployedAt), 'dd-MM-yyyy HH:mm', { locale: nl }) : '-'}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={status.label} color={status.color} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Een nieuwe versie of een rollback is zichtbaar na het opnieuw laden van de pagina.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}

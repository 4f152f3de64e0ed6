import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { useVersions } from './useVersions';

const when = (iso: string) => format(new Date(iso), 'dd-MM-yyyy HH:mm', { locale: nl });

/** Every published version of one remote, each to preview in this browser before it goes live. */
export function AvailableVersions({ remote, live }: { remote: string; live?: string }) {
  const { data, error } = useVersions(remote);
  const project = remote.replaceAll('_', '-');
  return (
    <Box component="section" aria-labelledby={`versions-${remote}`} sx={{ mt: 3 }}>
      <Typography id={`versions-${remote}`} variant="subtitle1" component="h2">
        {`Beschikbare versies van ${project}`}
      </Typography>
      {error && <Typography color="error">De lijst van versies kon niet worden gelezen.</Typography>}
      {data && data.length === 0 && <Typography color="text.secondary">Nog geen versies gepubliceerd.</Typography>}
      <List dense>
        {[...(data ?? [])].reverse().map(({ version, publishedAt }) => (
          <ListItem key={version} disableGutters>
            <ListItemText
              primary={version === live ? `${version} (live)` : version}
              secondary={
                <>
                  {`gepubliceerd ${when(publishedAt)} · `}
                  <Link href={`/?preview=${project}@${version}`} aria-label={`Voorbeeld bekijken van ${project} ${version}`}>
                    Voorbeeld bekijken
                  </Link>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

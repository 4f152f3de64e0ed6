import Box from '@mui/material/Box';
import { StatusBadge } from '@facility/ui';

/** The spaces a key opens, one badge each. */
export function SpaceBadges({ names }: { names: string[] }) {
  return (
    <Box role="list" aria-label="Ruimtes" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {names.map((name) => (
        <StatusBadge key={name} role="listitem" label={name} />
      ))}
    </Box>
  );
}

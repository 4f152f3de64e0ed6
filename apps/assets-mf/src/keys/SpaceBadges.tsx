import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** The spaces a key opens, one badge each. */
export function SpaceBadges({ names }: { names: string[] }) {
  return (
    <Box role="list" aria-label="Ruimtes" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} role="listitem" size="small" label={name} />
      ))}
    </Box>
  );
}

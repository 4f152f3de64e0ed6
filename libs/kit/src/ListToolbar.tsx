import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import { DownloadIcon, SearchIcon } from '@facility/ui/icons';

interface Props {
  /** No search box without it. */
  onSearch?: (q: string) => void;
  q: string;
  onExport: () => void;
  /** The export's progress from 0 to 1 while it runs. */
  exporting: number | null;
}

const SEARCH_DELAY_MS = 300;

/** Search box (asks the database once typing pauses) and the CSV export. */
export function ListToolbar({ onSearch, q, onExport, exporting }: Props) {
  const [text, setText] = useState(q);
  // Back and forward change the URL's search: show it.
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (!onSearch || text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {onSearch && (
        // An outlined input rather than a TextField: a TextField brings Select, Menu, Popover and Modal along.
        <OutlinedInput
          size="small"
          type="search"
          placeholder="Zoeken..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onSearch(text)}
          slotProps={{ input: { 'aria-label': 'Zoeken' } }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      )}
      <Box sx={{ ml: 'auto', minWidth: 160 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting !== null} fullWidth>
          {exporting === null ? 'Exporteren' : `Exporteren... ${Math.round(exporting * 100)}%`}
        </Button>
        {exporting !== null && <LinearProgress variant="determinate" value={exporting * 100} aria-label="Voortgang export" sx={{ mt: 0.5 }} />}
      </Box>
    </Box>
  );
}

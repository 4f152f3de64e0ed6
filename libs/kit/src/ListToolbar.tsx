import { useEffect, useState } from 'react';
import { Box, Button, InputAdornment, LinearProgress, TextField } from '@mui/material';
import { DownloadIcon, SearchIcon } from '@facility/ui';

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
        <TextField
          size="small"
          type="search"
          placeholder="Zoeken..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onSearch(text)}
          slotProps={{
            htmlInput: { 'aria-label': 'Zoeken' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
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

// The search dialog (Ctrl+K): one field over every area (public.global_search). Results come
// grouped per area; the arrow keys move through them and Enter opens the active one on its
// area's page (?open=<id>), without a mouse. While nothing is typed it offers the recent
// searches of this device. Loaded when first opened (SearchField).
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SearchIcon } from '@facility/ui/icons';
import { EmptyState, ErrorState } from '@facility/ui/basics';
import { toDutchMessage, useFunctionRows } from '@facility/data/basics';
import { useNavigate } from '@facility/runtime/router';
import { useLiveManifest } from '../remotes/useLiveManifest';
import { groupHits, resultLink, searchAreas, type SearchHit } from './searchAreas';
import { readRecentSearches, rememberSearch } from './recentSearches';
import { moveActive } from './activeOption';
import { LISTBOX_ID, optionId, RecentSearches, ResultGroups } from './SearchResults';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Per area at most this many results. */
const PER_AREA = 5;
/** What the database takes (global_search refuses more). */
const MAX_LENGTH = 200;
/** The pause after the last key before the database is asked. */
const TYPING_PAUSE_MS = 150;

function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), TYPING_PAUSE_MS);
  const manifest = useLiveManifest();
  const areas = useMemo(() => searchAreas(manifest), [manifest]);
  const { data, error, isLoading, isValidating, mutate } = useFunctionRows('global_search', q ? { q, max: PER_AREA } : null, { keepPreviousData: true });
  const groups = useMemo(() => (q ? groupHits((data ?? []) as SearchHit[], areas) : []), [q, data, areas]);
  const results = useMemo(() => groups.flatMap((group) => group.hits.map((hit) => ({ hit, area: group.area }))), [groups]);
  const [recent, setRecent] = useState(readRecentSearches);
  const showingRecent = !text.trim();
  const count = showingRecent ? recent.length : results.length;
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();

  // New results: the best one is active at once, so Enter opens it; the recent searches start with none.
  const [shown, setShown] = useState({ results, showingRecent });
  if (shown.results !== results || shown.showingRecent !== showingRecent) {
    setShown({ results, showingRecent });
    setActive(!showingRecent && results.length ? 0 : -1);
  }
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const waiting = Boolean(text.trim()) && (text.trim() !== q || (isValidating && !error));
  // The results shown while the database is asked about what is typed now are an earlier
  // question's: none of them is chosen. Enter then opens the best answer once it is there.
  const stale = !showingRecent && (text.trim() !== q || (isLoading && !error));
  const [enterPending, setEnterPending] = useState(false);

  const choose = (index: number) => {
    if (showingRecent) {
      setText(recent[index] ?? '');
      return;
    }
    const chosen = results[index];
    if (!chosen || stale) return;
    setRecent(rememberSearch(text));
    onClose();
    navigate(resultLink(chosen.area, chosen.hit.id));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key) || (count > 0 && ['Home', 'End'].includes(event.key) && showingRecent)) {
      event.preventDefault();
      setActive((current) => moveActive(current, count, event.key));
    } else if (event.key === 'Enter' && stale) {
      event.preventDefault();
      setEnterPending(true);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };
  useEffect(() => {
    if (!enterPending || stale) return;
    setEnterPending(false);
    if (open && !showingRecent && !error && results.length > 0) choose(0);
  });

  const settledEmpty = Boolean(q) && !waiting && !error && data !== undefined && results.length === 0;
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={small}
      aria-labelledby="search-dialog-title"
      slotProps={{ transition: { onExited: () => setText('') } }}
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      data-testid="search-dialog"
    >
      <Box component="h2" id="search-dialog-title" sx={visuallyHidden}>
        Zoeken in alle gebieden
      </Box>
      {/* The field stays on top while the results scroll (the dialog's paper scrolls: it holds the field, so a keyboard reaches it). */}
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Adres, sleutelnummer, apparaat, leverancier…"
          inputProps={{
            maxLength: MAX_LENGTH,
            role: 'combobox',
            'aria-label': 'Zoeken',
            'aria-autocomplete': 'list',
            'aria-expanded': count > 0,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
            enterKeyHint: 'search',
          }}
        />
      </Box>
      <LinearProgress aria-hidden sx={{ visibility: waiting ? 'visible' : 'hidden', height: 2, flexShrink: 0 }} />
      <Box sx={{ pb: 1 }} aria-busy={waiting}>
        {showingRecent && recent.length > 0 && <RecentSearches recent={recent} active={active} onChoose={choose} onPoint={setActive} />}
        {showingRecent && recent.length === 0 && (
          <Box sx={{ p: 2 }}>
            <EmptyState text="Zoek in gebouwen, ruimtes, woningen, sleutels, voorzieningen, leveranciers, storingen en meer." />
          </Box>
        )}
        {!showingRecent && error !== undefined && (
          <Box sx={{ p: 2 }}>
            <ErrorState title="Zoeken is niet gelukt" text={toDutchMessage(error)} onRetry={() => void mutate()} />
          </Box>
        )}
        {!showingRecent && !error && results.length > 0 && <ResultGroups groups={groups} active={active} stale={stale} onChoose={choose} onPoint={setActive} />}
        {!showingRecent && settledEmpty && (
          <Box sx={{ p: 2 }} role="status">
            <EmptyState text={`Niets gevonden voor '${q}'.`} />
          </Box>
        )}
      </Box>
    </Dialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// The search in the header: a field that opens the search dialog, and Ctrl+K or '/' anywhere.
// The dialog's code loads when it is first opened, or before, when the pointer or the focus
// reaches the field.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SearchIcon } from '@facility/ui/icons';
import { loadOnce, useToast } from '@facility/ui/basics';
import type { SearchDialogProps } from './SearchDialog';
import { opensSearch } from './activeOption';

const dialog = loadOnce<ComponentType<SearchDialogProps>>(() => import('./SearchDialog').then((module) => module.SearchDialog));
const preload = () => void dialog.start().catch(() => dialog.forget());

export function SearchField() {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | undefined>(dialog.loaded);
  const { toast } = useToast();
  const show = useCallback(() => {
    setOpen(true);
    dialog.start().then(
      (loaded) => setDialog(() => loaded),
      () => {
        dialog.forget();
        setOpen(false);
        toast({ variant: 'destructive', title: 'Zoeken kon niet worden geladen', description: 'Controleer je verbinding en probeer het opnieuw.' });
      },
    );
  }, [toast]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensSearch(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);
  return (
    <>
      {/* Its name is its text ('Zoeken Ctrl K'), which a phone keeps for screen readers only. */}
      <ButtonBase
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        title="Zoeken (Ctrl+K)"
        data-testid="search-field"
        sx={{
          gap: 1,
          px: { xs: 1, md: 1.5 },
          minHeight: 36,
          minWidth: { md: 220 },
          justifyContent: 'flex-start',
          borderRadius: 1,
          color: 'inherit',
          border: { md: '1px solid rgba(255, 255, 255, 0.6)' },
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'left', ...onlyForScreenReadersBelowMd }}>
          Zoeken
        </Box>
        <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, font: 'inherit', fontSize: '0.75rem' }}>
          Ctrl K
        </Box>
      </ButtonBase>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Below 900 px the field is its icon; its name stays for screen readers. */
const onlyForScreenReadersBelowMd = {
  position: { xs: 'absolute', md: 'static' },
  width: { xs: 1, md: 'auto' },
  height: { xs: 1, md: 'auto' },
  overflow: { xs: 'hidden', md: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', md: 'auto' },
  whiteSpace: 'nowrap',
} as const;

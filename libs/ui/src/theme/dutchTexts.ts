import type { Components } from '@mui/material/styles';
import { numberText } from '@facility/data/basics';

/**
 * MUI's Dutch texts (`nlNL` of @mui/material/locale) of the components this product renders,
 * word for word, with the numbers from numberText: MUI's locale builds an Intl.NumberFormat
 * when it loads, and the first Intl formatter of a page costs about 20 ms of main thread before
 * the first row can show (docs/architecture.md, "The first row"). dutchTexts.spec.ts holds
 * them against MUI's, and fails when a component with texts there is used without them here.
 */
export const dutchTexts: { components: Components } = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Pad tonen' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) =>
          type === 'first' ? 'Ga naar eerste pagina' : type === 'last' ? 'Ga naar laatste pagina' : type === 'next' ? 'Ga naar volgende pagina' : 'Ga naar vorige pagina',
        labelRowsPerPage: 'Regels per pagina:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${numberText(from)}–${numberText(to)} van ${count !== -1 ? numberText(count) : `meer dan ${numberText(to)}`}`,
      },
    },
    MuiAutocomplete: { defaultProps: { clearText: 'Wissen', closeText: 'Sluiten', loadingText: 'Laden…', noOptionsText: 'Geen opties', openText: 'Openen' } },
    MuiAlert: { defaultProps: { closeText: 'Sluiten' } },
  },
};

import Typography from '@mui/material/Typography';
import { defineResource } from '@facility/kit';
import { SPACE_SELECT } from './spaceRow';

function Comments({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Typography variant="body2" noWrap title={text} sx={{ maxWidth: 240 }}>
      {text}
    </Typography>
  );
}

/** /spaces: 'Ruimtes', with the inline form card above 'Alle Ruimtes'. */
export const spacesResource = defineResource({
  table: 'spaces',
  select: SPACE_SELECT,
  columns: [
    { key: 'building', label: 'Gebouw', text: (s) => s.building?.name, sortBy: 'building_name' },
    { key: 'name', label: 'Naam', text: (s) => s.name, sortBy: 'name' },
    { key: 'floor', label: 'Etage', text: (s) => s.floor, sortBy: 'floor', align: 'right' },
    { key: 'entrance', label: 'In-/uitgang', text: (s) => s.entrance?.name ?? '-', sortBy: 'entrance_name' },
    { key: 'comments', label: 'Opmerkingen', text: (s) => s.comments, cell: (s) => <Comments text={s.comments} /> },
  ],
  defaultSort: { key: 'building', direction: 'asc' },
  search: ['name', 'comments'],
  texts: {
    title: 'Ruimtes',
    listTitle: 'Alle Ruimtes',
    add: 'Ruimte Toevoegen',
    empty: 'Nog geen ruimtes.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de ruimtes',
  },
  rowLabel: (s) => s.name,
  form: { placement: 'card', load: () => import('./spaceForm').then((m) => m.spaceForm) },
  delete: {
    confirm: {
      title: 'Ruimte verwijderen',
      text: 'Weet je zeker dat je deze ruimte wilt verwijderen?',
      cancelLabel: 'Nee',
      confirmLabel: 'Ja',
    },
    success: { title: 'Ruimte verwijderd', description: 'De ruimte is succesvol verwijderd.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het verwijderen van de ruimte.' },
  },
});

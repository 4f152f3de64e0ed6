import { yesNo } from '@facility/data/records';
import { defineResource, withAttachments } from '@facility/kit';
import { dateTimeText, housingText, NUISANCE_SELECT } from './nuisanceRow';

/** /nuisances: 'Overlast Melden' toggles 'Nieuwe Overlastmelding' above 'Alle Overlastmeldingen'. */
export const nuisancesResource = withAttachments(
  defineResource({
    table: 'nuisances',
    select: NUISANCE_SELECT,
    columns: [
      { key: 'date_time', label: 'Datum en tijd', text: (n) => dateTimeText(n.date_time), sortBy: 'date_time' },
      { key: 'building', label: 'Gebouw', text: (n) => n.building?.name },
      { key: 'space', label: 'Ruimte', text: (n) => n.space?.name ?? '-' },
      { key: 'housing', label: 'Woning', text: (n) => housingText(n.housing) || '-' },
      { key: 'description', label: 'Omschrijving', text: (n) => n.description },
      { key: 'follow_up_required', label: 'Vervolgactie', text: (n) => yesNo(n.follow_up_required) },
    ],
    defaultSort: { key: 'created_at', direction: 'desc' },
    search: ['description'],
    texts: {
      title: 'Overlast',
      listTitle: 'Alle Overlastmeldingen',
      add: 'Overlast Melden',
      empty: 'Nog geen overlastmeldingen.',
      loadError: 'Er is een fout opgetreden bij het ophalen van de overlastmeldingen',
    },
    rowLabel: (n) => `${n.building?.name ?? ''} ${dateTimeText(n.date_time)}`.trim(),
    form: {
      placement: 'card',
      addToggles: true,
      editable: false,
      load: () => import('./nuisanceForm').then((m) => m.nuisanceForm),
    },
  }),
);

import { lightFormat } from 'date-fns';
import type { Tables } from '@facility/data/records';
import { yesNo } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import type { NuisanceInput, NuisanceValues } from './nuisanceSchema';

export type Nuisance = Tables<'nuisances'> & {
  building: { id: string; name: string } | null;
  space: { id: string; name: string } | null;
  housing: { id: string; street: string | null; house_number: string; floor: number } | null;
  parking_space: { id: string; space_number: string } | null;
};

/** A housing unit as the lists show it: 'Oudegracht 12, Etage 2'. */
export function housingText(housing: Nuisance['housing']): string {
  if (!housing) return '';
  const address = [housing.street, housing.house_number].filter(Boolean).join(' ');
  return housing.floor ? `${address}, Etage ${housing.floor}` : address;
}

/** dd-MM-yyyy HH:mm */
export const dateTimeText = (iso: string | null) => (iso ? lightFormat(new Date(iso), 'dd-MM-yyyy HH:mm') : '');

export const NUISANCE_SELECT =
  '*, building:buildings(id, name), space:spaces(id, name), housing:housing(id, street, house_number, floor), parking_space:parking_spaces(id, space_number)';

/** /nuisances: 'Overlast Melden' toggles 'Nieuwe Overlastmelding' above 'Alle Overlastmeldingen'. */
export const nuisancesResource = defineResource<'nuisances', Nuisance, NuisanceInput, NuisanceValues>({
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
});

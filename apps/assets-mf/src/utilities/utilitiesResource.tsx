import { defineResource } from '@facility/kit';
import { StatusBadge, lazyView } from '@facility/ui';
import { spaceLabel } from '../common/options';
import { UTILITY_SELECT, type Utility } from './utilityRow';
import type { ShownUtility } from './UtilityReadings';

const readable = (u: Utility) => (u.is_readable ? 'Ja' : 'Nee');

/** The readings' table loads when a row is opened: the list itself draws no MUI table. */
const UtilityReadings = lazyView<{ utility: ShownUtility }>(() => import('./UtilityReadings').then((m) => ({ default: m.UtilityReadings })));

/** /utilities: 'Nutsvoorzieningen', newest first; readable ones open to their meter readings. */
export const utilitiesResource = defineResource({
  table: 'utilities',
  select: UTILITY_SELECT,
  columns: [
    { key: 'type', label: 'Type', text: (u) => u.type, sortBy: 'type' },
    { key: 'space', label: 'Ruimte', text: (u) => (u.space ? spaceLabel(u.space) : 'Geen ruimte') },
    { key: 'meter_number', label: 'Meternummer', text: (u) => u.meter_number, sortBy: 'meter_number' },
    {
      key: 'is_readable',
      label: 'Uitlezen',
      text: readable,
      cell: (u) => <StatusBadge label={readable(u)} color={u.is_readable ? 'success' : 'default'} variant={u.is_readable ? 'filled' : 'outlined'} />,
    },
    { key: 'capacity', label: 'Capaciteit', text: (u) => u.capacity, sortBy: 'capacity' },
    { key: 'shutoff_point', label: 'Afsluitpunt', text: (u) => u.shutoff_point },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['type', 'meter_number', 'capacity', 'shutoff_point'],
  noun: { name: 'Nutsvoorziening', the: 'de nutsvoorziening', this: 'deze nutsvoorziening' },
  texts: {
    title: 'Nutsvoorzieningen',
    add: 'Nutsvoorziening Toevoegen',
    empty: 'Geen nutsvoorzieningen gevonden.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de nutsvoorzieningen',
  },
  rowLabel: (u) => [u.type, u.meter_number].filter(Boolean).join(' '),
  expand: {
    isExpandable: (u) => u.is_readable,
    render: (u) => <UtilityReadings utility={u} />,
    texts: { expand: 'Toon meteropnames', collapse: 'Verberg meteropnames' },
  },
  form: { load: () => import('./utilityForm').then((m) => m.utilityForm) },
  delete: true,
});

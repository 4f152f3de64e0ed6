import { HOUSING_STATUS_LABELS, HOUSING_TYPE_LABELS, labelFor, numberText } from '@facility/data/records';
import { defineResource, withAttachments } from '@facility/kit';
import { HOUSING_SELECT } from './housingRow';

const area = (value: number | null) => (value === null ? '' : `${numberText(value)} m²`);

/**
 * /housing: 'Woningbeheer', the table 'Woningen Overzicht'. The columns the table
 * leaves out are exported too, so an exported file can be imported again
 * (housingImport/, the same Dutch headers).
 */
export const housingResource = withAttachments(
  defineResource({
    table: 'housing',
    select: HOUSING_SELECT,
    columns: [
      { key: 'building', label: 'Gebouw', text: (h) => h.building?.name, shown: false },
      { key: 'street', label: 'Straat', text: (h) => h.street, sortBy: 'street' },
      { key: 'house_number', label: 'Huisnummer', text: (h) => h.house_number, sortBy: 'house_number_order' },
      { key: 'floor', label: 'Verdieping', text: (h) => h.floor, shown: false },
      { key: 'type', label: 'Type', text: (h) => labelFor(HOUSING_TYPE_LABELS, h.type), sortBy: 'type' },
      // In the spec's order of the statuses (Bewoond, Verhuurd, Verkocht, Gereserveerd), not by code.
      { key: 'status', label: 'Status', text: (h) => labelFor(HOUSING_STATUS_LABELS, h.status), sortBy: 'status_order' },
      {
        key: 'square_meters',
        label: 'Oppervlakte',
        csvLabel: 'm²',
        text: (h) => h.square_meters,
        cell: (h) => area(h.square_meters),
        sortBy: 'square_meters',
        align: 'right',
      },
      { key: 'balcony_size', label: 'Balkon m²', text: (h) => h.balcony_size, shown: false },
      { key: 'orientation', label: 'Oriëntatie', text: (h) => h.orientation, shown: false },
      { key: 'comments', label: 'Opmerkingen', text: (h) => h.comments, shown: false },
    ],
    defaultSort: { key: 'street', direction: 'asc' },
    search: ['street', 'house_number'],
    texts: {
      title: 'Woningbeheer',
      listTitle: 'Woningen Overzicht',
      add: 'Woning Toevoegen',
      empty: 'Nog geen woningen.',
      loadError: 'Er is een fout opgetreden bij het ophalen van de woningen',
    },
    rowLabel: (h) => [h.street, h.house_number].filter(Boolean).join(' '),
    form: { load: () => import('./housingForm').then((m) => m.housingForm) },
    delete: {
      confirm: {
        title: 'Woning verwijderen',
        text: 'Weet je zeker dat je deze woning wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
        cancelLabel: 'Annuleren',
        confirmLabel: 'Verwijderen',
      },
      success: { title: 'Succes', description: 'De woning is succesvol verwijderd.' },
      failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het verwijderen van de woning.' },
    },
    // Parking spaces show a unit's address; /housing-list counts the units.
    refreshes: ['parking_spaces', 'housing_overview'],
  }),
);

import { labelFor, PARKING_TYPE_LABELS } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { housingLocation } from './housingLocation';
import { PARKING_SPACE_SELECT } from './parkingSpaceRow';
import { ParkingTypeBadge } from './ParkingTypeBadge';

/** /parking-spaces: 'Parkeerplaatsen', newest first (records.md). */
export const parkingSpacesResource = defineResource({
  table: 'parking_spaces',
  select: PARKING_SPACE_SELECT,
  columns: [
    { key: 'space_number', label: 'Nummer', text: (p) => p.space_number, sortBy: 'space_number' },
    { key: 'type', label: 'Type', text: (p) => labelFor(PARKING_TYPE_LABELS, p.type), cell: (p) => <ParkingTypeBadge type={p.type} />, sortBy: 'type' },
    { key: 'building', label: 'Gebouw', text: (p) => p.building?.name },
    { key: 'location', label: 'Locatie', text: (p) => housingLocation(p.housing) },
    { key: 'comments', label: 'Opmerkingen', text: (p) => p.comments },
  ],
  defaultSort: { key: 'created_at', direction: 'desc' },
  search: ['space_number', 'comments'],
  texts: {
    title: 'Parkeerplaatsen',
    add: 'Nieuwe parkeerplaats',
    empty: 'Nog geen parkeerplaatsen.',
    loadError: 'Er is een fout opgetreden bij het ophalen van de parkeerplaatsen',
  },
  // The form's 'toegevoegd'/'bijgewerkt' toasts are the kit's for this noun.
  noun: { name: 'Parkeerplaats', the: 'de parkeerplaats', this: 'deze parkeerplaats' },
  rowLabel: (p) => p.space_number,
  form: { load: () => import('./parkingSpaceForm').then((m) => m.parkingSpaceForm) },
  delete: {
    confirm: {
      title: 'Parkeerplaats verwijderen',
      text: 'Weet je zeker dat je deze parkeerplaats wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      cancelLabel: 'Annuleren',
      confirmLabel: 'Verwijderen',
    },
    success: { title: 'Parkeerplaats verwijderd', description: 'De parkeerplaats is succesvol verwijderd.' },
    failure: { title: 'Fout', text: 'Er is iets misgegaan bij het verwijderen.' },
  },
});

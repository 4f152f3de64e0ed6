import { labelFor, PARKING_TYPE_LABELS, type Tables } from '@facility/data/records';
import { defineResource } from '@facility/kit';
import { housingLocation, type HousingAddress } from './housingLocation';
import { ParkingTypeBadge } from './ParkingTypeBadge';
import type { ParkingSpaceInput, ParkingSpaceValues } from './parkingSpaceSchema';

export type ParkingSpace = Tables<'parking_spaces'> & {
  building: { id: string; name: string } | null;
  housing: (HousingAddress & { id: string }) | null;
};

/** /parking-spaces: 'Parkeerplaatsen', newest first (records.md). */
export const parkingSpacesResource = defineResource<'parking_spaces', ParkingSpace, ParkingSpaceInput, ParkingSpaceValues>({
  table: 'parking_spaces',
  select: '*, building:buildings(id, name), housing:housing(id, street, house_number, floor)',
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

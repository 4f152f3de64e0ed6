import { lightFormat } from 'date-fns';
import type { Selected } from '@facility/data/records';

/** What /nuisances and /follow-up-actions read of a report: with its building, space, housing unit and parking space. */
export const NUISANCE_SELECT =
  '*, building:buildings(id, name), space:spaces(id, name), housing:housing(id, street, house_number, floor), parking_space:parking_spaces(id, space_number)';
export type Nuisance = Selected<'nuisances', typeof NUISANCE_SELECT>;

/** A housing unit as the lists show it: 'Oudegracht 12, Etage 2'. */
export function housingText(housing: Nuisance['housing']): string {
  if (!housing) return '';
  const address = [housing.street, housing.house_number].filter(Boolean).join(' ');
  return housing.floor ? `${address}, Etage ${housing.floor}` : address;
}

/** dd-MM-yyyy HH:mm */
export const dateTimeText = (iso: string | null) => (iso ? lightFormat(new Date(iso), 'dd-MM-yyyy HH:mm') : '');

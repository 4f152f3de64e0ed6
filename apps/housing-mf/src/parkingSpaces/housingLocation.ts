export interface HousingAddress {
  street: string | null;
  house_number: string;
  floor: number | null;
}

/** A housing unit as a parking space's location: 'street number, Etage n', or '-' without one. */
export function housingLocation(housing: HousingAddress | null | undefined): string {
  if (!housing) return '-';
  const address = [housing.street, housing.house_number].filter(Boolean).join(' ');
  return housing.floor === null ? address : `${address}, Etage ${housing.floor}`;
}

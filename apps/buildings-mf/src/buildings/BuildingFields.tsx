import type { FieldsProps } from '@facility/kit';
import { TextInput } from '@facility/ui/form';
import type { Building } from './buildingRow';
import type { BuildingInput, BuildingValues } from './buildingSchema';

export function BuildingFields({ form: { control } }: FieldsProps<BuildingInput, BuildingValues, Building>) {
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required autoFocus />
      <TextInput control={control} name="street" label="Straat" required />
      <TextInput control={control} name="city" label="Plaats" required />
      <TextInput control={control} name="floors" label="Aantal etages" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} />
    </>
  );
}

import { ENTRANCE_TYPE_LABELS, labelOptions } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, SelectInput, SwitchInput, TextInput } from '@facility/ui/form';
import type { Entrance } from './entranceRow';
import type { EntranceInput, EntranceValues } from './entranceSchema';

const TYPE_OPTIONS = labelOptions(ENTRANCE_TYPE_LABELS);

export function EntranceFields({ form: { control } }: FieldsProps<EntranceInput, EntranceValues, Entrance>) {
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required autoFocus />
      <ReferenceInput control={control} name="building_id" kind="building" label="Gebouw" required />
      <SelectInput control={control} name="type" label="Type" required options={TYPE_OPTIONS} />
      <TextInput control={control} name="description" label="Omschrijving" multiline minRows={2} />
      <TextInput control={control} name="floor" label="Etage" type="number" slotProps={{ htmlInput: { step: 1 } }} />
      <SwitchInput control={control} name="is_emergency" label="Nooduitgang" />
      <SwitchInput control={control} name="is_accessible" label="Toegankelijk" />
    </>
  );
}

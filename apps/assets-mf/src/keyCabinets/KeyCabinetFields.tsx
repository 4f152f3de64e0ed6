import type { FieldsProps } from '@facility/kit';
import { SelectInput, TextInput } from '@facility/ui/form';
import { useSpaceOptions } from '../common/options';
import type { KeyCabinetInput, KeyCabinetValues } from './keyCabinetSchema';
import type { KeyCabinet } from './keyCabinetsResource';

/** 'Nieuwe Sleutelkast' / 'Sleutelkast bewerken'. */
export function KeyCabinetFields({ form: { control } }: FieldsProps<KeyCabinetInput, KeyCabinetValues, KeyCabinet>) {
  const spaces = useSpaceOptions();
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required />
      <SelectInput control={control} name="space_id" label="Ruimte" required options={spaces} />
    </>
  );
}

import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, TextInput } from '@facility/ui/form';
import type { KeyCabinetInput, KeyCabinetValues } from './keyCabinetSchema';
import type { KeyCabinet } from './keyCabinetRow';

/** 'Nieuwe Sleutelkast' / 'Sleutelkast bewerken'. */
export function KeyCabinetFields({ form: { control } }: FieldsProps<KeyCabinetInput, KeyCabinetValues, KeyCabinet>) {
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required />
      <ReferenceInput control={control} name="space_id" kind="space" label="Ruimte" required />
    </>
  );
}

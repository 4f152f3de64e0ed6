import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, TextInput } from '@facility/ui/form';
import type { MechanicInput, MechanicValues } from './mechanicSchema';
import type { Mechanic } from './mechanicRow';

/** 'Monteur Toevoegen' / 'Monteur bewerken'. */
export function MechanicFields({ form: { control } }: FieldsProps<MechanicInput, MechanicValues, Mechanic>) {
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required />
      <ReferenceInput control={control} name="supplier_id" kind="supplier" label="Leverancier" emptyLabel="Geen leverancier" />
      <TextInput control={control} name="mobile_phone" label="Mobiel" type="tel" />
      <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={2} />
    </>
  );
}

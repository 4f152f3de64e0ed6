import type { FieldsProps } from '@facility/kit';
import { SelectInput, TextInput } from '@facility/ui/form';
import { useSupplierOptions } from '../common/options';
import type { MechanicInput, MechanicValues } from './mechanicSchema';
import type { Mechanic } from './mechanicsResource';

/** 'Monteur Toevoegen' / 'Monteur bewerken'. */
export function MechanicFields({ form: { control } }: FieldsProps<MechanicInput, MechanicValues, Mechanic>) {
  const suppliers = useSupplierOptions();
  return (
    <>
      <TextInput control={control} name="name" label="Naam" required />
      <SelectInput control={control} name="supplier_id" label="Leverancier" emptyLabel="Geen leverancier" options={suppliers} />
      <TextInput control={control} name="mobile_phone" label="Mobiel" type="tel" />
      <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={2} />
    </>
  );
}

import type { FieldsProps } from '@facility/kit';
import { TextInput } from '@facility/ui/form';
import { MultiSelectInput } from '../common/MultiSelectInput';
import { useFacilityTypeOptions } from '../common/options';
import type { SupplierInput, SupplierValues } from './supplierSchema';
import type { Supplier } from './supplierRow';

/** 'Leverancier Toevoegen' / 'Leverancier bewerken'. */
export function SupplierFields({ form: { control } }: FieldsProps<SupplierInput, SupplierValues, Supplier>) {
  const facilityTypes = useFacilityTypeOptions();
  return (
    <>
      <TextInput control={control} name="company_name" label="Bedrijfsnaam" required />
      <TextInput control={control} name="name" label="Contactpersoon" />
      <TextInput control={control} name="email" label="E-mail" type="email" />
      <TextInput control={control} name="phone" label="Telefoon" type="tel" />
      <TextInput control={control} name="address" label="Adres" />
      <TextInput control={control} name="postal_code" label="Postcode" />
      <TextInput control={control} name="city" label="Plaats" />
      <TextInput control={control} name="country" label="Land" />
      <TextInput control={control} name="vat_number" label="Btw-nummer" />
      <TextInput control={control} name="kvk_number" label="KvK-nummer" />
      <TextInput control={control} name="website" label="Website" type="url" />
      <MultiSelectInput control={control} name="facility_type_ids" label="Soorten voorzieningen" options={facilityTypes} />
      <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={2} />
    </>
  );
}

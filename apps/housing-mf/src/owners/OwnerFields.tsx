import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { TextInput } from '@facility/ui/form';
import type { OwnerInput, OwnerValues } from './ownerSchema';
import type { Owner } from './ownerRow';

export function OwnerFields({ form: { control } }: FieldsProps<OwnerInput, OwnerValues, Owner>) {
  return (
    <>
      <TextInput control={control} name="company_name" label="Bedrijfsnaam" required autoFocus />
      <TextInput control={control} name="contact_person" label="Contactpersoon" />
      <TextInput control={control} name="email" label="Email" type="email" />
      <TextInput control={control} name="phone" label="Telefoon" type="tel" />
      <TextInput control={control} name="address" label="Adres" />
      <TextInput control={control} name="postal_code" label="Postcode" />
      <TextInput control={control} name="city" label="Stad" />
      <TextInput control={control} name="country" label="Land" />
      <TextInput control={control} name="kvk_number" label="KvK nummer" />
      <TextInput control={control} name="vat_number" label="BTW nummer" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

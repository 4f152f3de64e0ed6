import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { TextInput } from '@facility/ui/form';
import type { CompanyInput, CompanyValues } from './companySchema';
import type { Company } from './companyRow';

export function CompanyFields({ form: { control } }: FieldsProps<CompanyInput, CompanyValues, Company>) {
  return (
    <>
      <TextInput control={control} name="name" label="VvE naam" required autoFocus />
      <TextInput control={control} name="contact_person" label="Contactpersoon" />
      <TextInput control={control} name="email" label="Email" type="email" />
      <TextInput control={control} name="phone" label="Telefoon" type="tel" />
      <TextInput control={control} name="street" label="Straat" />
      <TextInput control={control} name="house_number" label="Huisnummer" />
      <TextInput control={control} name="postal_code" label="Postcode" />
      <TextInput control={control} name="city" label="Plaats" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

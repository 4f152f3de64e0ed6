import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, TextInput } from '@facility/ui/form';
import type { KeyInput, KeyValues } from './keySchema';
import type { Key } from './keyRow';

/** 'Sleutel Toevoegen' / 'Sleutel bewerken'. */
export function KeyFields({ form: { control } }: FieldsProps<KeyInput, KeyValues, Key>) {
  return (
    <>
      <TextInput control={control} name="number" label="Nummer" required />
      <ReferenceInput control={control} name="key_cabinet_id" kind="keyCabinet" label="Sleutelkast" required />
      <ReferenceInput control={control} name="space_ids" kind="space" label="Ruimtes" multiple />
      <TextInput control={control} name="characteristics" label="Kenmerk" />
      <TextInput control={control} name="brand" label="Merk" />
      <TextInput control={control} name="floor" label="Etage" type="number" slotProps={{ htmlInput: { min: 0, max: 200, step: 1 } }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="description" label="Omschrijving" multiline minRows={2} />
      </Box>
    </>
  );
}

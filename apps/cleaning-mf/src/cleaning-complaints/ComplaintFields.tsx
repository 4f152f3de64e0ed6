import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { TextInput } from '@facility/ui/form';
import { BuildingSpaceFields } from '../common/BuildingSpaceFields';
import type { ComplaintInput, ComplaintValues } from './complaintSchema';
import type { CleaningComplaint } from './complaintRow';

/** The fields of 'Schoonmaakklacht Toevoegen'. */
export function ComplaintFields({ form }: FieldsProps<ComplaintInput, ComplaintValues, CleaningComplaint>) {
  return (
    <>
      <BuildingSpaceFields form={form} spaceLabel="Ruimte" spacePlaceholder="Selecteer eerst een gebouw" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={form.control} name="description" label="Omschrijving" required placeholder="Beschrijf de klacht..." multiline minRows={3} />
      </Box>
    </>
  );
}

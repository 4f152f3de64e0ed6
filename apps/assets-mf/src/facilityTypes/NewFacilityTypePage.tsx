import { useNavigate } from '@facility/runtime/router';
import Box from '@mui/material/Box';
import { insertRow } from '@facility/data/records';
import { FormCard } from '@facility/ui';
import { TextInput, useSavingForm } from '@facility/ui/form';
import { EMPTY_FACILITY_TYPE, facilityTypeSchema, type FacilityTypeValues } from './facilityTypeSchema';

const LIST = '/facility-types';

const MESSAGES = {
  success: { title: 'Type voorziening toegevoegd', description: 'Het type voorziening is succesvol toegevoegd.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van het type voorziening.' },
};

/** /facility-types/new: 'Nieuwe soort voorziening'; back to the list once saved or cancelled. */
export default function NewFacilityTypePage() {
  const navigate = useNavigate();
  const { form, onSubmit, busy } = useSavingForm({
    schema: facilityTypeSchema,
    initial: EMPTY_FACILITY_TYPE,
    save: (values: FacilityTypeValues) => insertRow('facility_types', values),
    messages: MESSAGES,
    onSaved: () => navigate(LIST),
  });
  const { control } = form;
  return (
    <FormCard title="Nieuwe soort voorziening" submitLabel="Opslaan" busy={busy} onClose={() => navigate(LIST)} onSubmit={onSubmit}>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <TextInput control={control} name="name" label="Naam" required />
        <TextInput control={control} name="description" label="Omschrijving" multiline minRows={4} />
      </Box>
    </FormCard>
  );
}

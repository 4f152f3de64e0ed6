import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useReferenceLabel } from '@facility/data';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, TextInput } from '@facility/ui/form';
import { BuildingSpaceFields } from '../common/BuildingSpaceFields';
import type { CleaningRequestInput, CleaningRequestValues } from './cleaningRequestSchema';
import type { CleaningRequest } from './cleaningRequestRow';
import { useGenerateDescription } from './useGenerateDescription';
import { CLEANING_SUPPLIERS, supplierText } from './useCleaningSuppliers';

/** The fields of 'Prijsopgave Schoonmaak', with 'Genereer met AI' beside the description. */
export function CleaningRequestFields({ form }: FieldsProps<CleaningRequestInput, CleaningRequestValues, CleaningRequest>) {
  const { control } = form;
  const [buildingId, spaceId, supplierId] = useWatch({ control, name: ['building_id', 'space_id', 'supplier_id'] });
  const building = useReferenceLabel('building', buildingId).data;
  const space = useReferenceLabel('space', spaceId).data;
  const supplier = useReferenceLabel('supplierOfType', supplierId).data;
  const { generate, busy } = useGenerateDescription();

  const onGenerate = async () => {
    const facts = space && supplier ? { space: space.label, building: building?.label ?? '', supplier: supplierText({ company_name: supplier.label, name: supplier.detail }), notes: form.getValues('description') } : null;
    const text = await generate(facts);
    if (text !== null) form.setValue('description', text, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  };

  return (
    <>
      <BuildingSpaceFields form={form} spaceLabel="Locatie" />
      <ReferenceInput control={control} name="supplier_id" kind="supplierOfType" label="Leverancier" required filter={CLEANING_SUPPLIERS} />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
        <TextInput control={control} name="description" label="Omschrijving" required multiline minRows={4} sx={{ '& textarea': { minHeight: 100 } }} />
        <Box>
          <Button variant="outlined" onClick={() => void onGenerate()} disabled={busy}>
            {busy ? 'Genereren...' : 'Genereer met AI'}
          </Button>
        </Box>
      </Box>
    </>
  );
}

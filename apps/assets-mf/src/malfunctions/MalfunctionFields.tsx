import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { labelOptions, PRIORITY_LABELS, useBuildingOptions } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { DateInput, SelectInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { useSupplierOptions } from '../common/options';
import { PROVISION_STATUS_OPTIONS } from '../common/ProvisionStatusBadge';
import type { MalfunctionInput, MalfunctionValues } from './malfunctionSchema';
import type { Malfunction } from './malfunctionsResource';
import { provisionLabel, useProvisionsOfBuilding } from './provisions';

const PROVISION_DEPENDS_ON_BUILDING: ['technical_provision_id'] = ['technical_provision_id'];
const PRIORITY_OPTIONS = labelOptions(PRIORITY_LABELS);

/** The fields of 'Nieuwe storing' / 'Storing bewerken' (records.md §5). */
export function MalfunctionFields({ form }: FieldsProps<MalfunctionInput, MalfunctionValues, Malfunction>) {
  const { control, setValue } = form;
  const { options: buildings } = useBuildingOptions();
  const suppliers = useSupplierOptions();
  const buildingId = useWatch({ control, name: 'building_id' });
  const provisions = useProvisionsOfBuilding(buildingId || null).data ?? [];
  // Another building has other provisions.
  const onBuildingChange = useClearOnChange(form, PROVISION_DEPENDS_ON_BUILDING);
  // A chosen provision brings its current status and its service company.
  const onProvisionChange = useCallback(
    (id: string) => {
      const chosen = provisions.find((p) => p.id === id);
      if (!chosen) return;
      setValue('status', chosen.status, { shouldValidate: form.formState.isSubmitted });
      setValue('supplier_id', chosen.service_company_id ?? '');
    },
    [provisions, setValue, form.formState.isSubmitted],
  );

  return (
    <>
      <SelectInput control={control} name="building_id" label="Gebouw" required options={buildings} onValueChange={onBuildingChange} autoFocus />
      <SelectInput
        control={control}
        name="technical_provision_id"
        label="Technische voorziening"
        required
        disabled={!buildingId}
        helperText={buildingId ? undefined : 'Selecteer eerst een gebouw'}
        options={provisions.map((p) => ({ value: p.id, label: provisionLabel(p) }))}
        onValueChange={onProvisionChange}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="description" label="Omschrijving" required multiline minRows={3} />
      </Box>
      <SelectInput control={control} name="supplier_id" label="Leverancier" emptyLabel="Geen leverancier" options={suppliers} />
      <SelectInput control={control} name="priority" label="Prioriteit" required options={PRIORITY_OPTIONS} />
      <DateInput control={control} name="started_at" label="Startdatum" required />
      <DateInput control={control} name="resolved_at" label="Einddatum" />
      <SelectInput control={control} name="status" label="Status" required options={PROVISION_STATUS_OPTIONS} helperText="De status van de technische voorziening" />
    </>
  );
}

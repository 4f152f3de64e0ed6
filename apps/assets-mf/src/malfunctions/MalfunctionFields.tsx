import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { ReferenceChoice } from '@facility/data';
import { labelOptions, PRIORITY_LABELS } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { DateInput, ReferenceInput, SelectInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { PROVISION_STATUS_OPTIONS } from '../common/ProvisionStatusBadge';
import type { MalfunctionInput, MalfunctionValues } from './malfunctionSchema';
import type { Malfunction } from './malfunctionRow';

const PROVISION_DEPENDS_ON_BUILDING: ['technical_provision_id'] = ['technical_provision_id'];
const PRIORITY_OPTIONS = labelOptions(PRIORITY_LABELS);

/** The fields of 'Nieuwe storing' / 'Storing bewerken' (records.md §5). */
export function MalfunctionFields({ form }: FieldsProps<MalfunctionInput, MalfunctionValues, Malfunction>) {
  const { control, setValue } = form;
  const buildingId = useWatch({ control, name: 'building_id' });
  // Another building has other provisions.
  const onBuildingChange = useClearOnChange(form, PROVISION_DEPENDS_ON_BUILDING);
  // A chosen provision brings its current status and its service company.
  const onProvisionChange = useCallback(
    (_id: string, chosen: ReferenceChoice<'provision'> | null) => {
      if (!chosen) return;
      setValue('status', chosen.status ?? '', { shouldValidate: form.formState.isSubmitted });
      setValue('supplier_id', chosen.service_company_id ?? '');
    },
    [setValue, form.formState.isSubmitted],
  );

  return (
    <>
      <ReferenceInput control={control} name="building_id" kind="building" label="Gebouw" required onValueChange={onBuildingChange} autoFocus />
      <ReferenceInput
        control={control}
        name="technical_provision_id"
        kind="provision"
        label="Technische voorziening"
        required
        disabled={!buildingId}
        helperText={buildingId ? undefined : 'Selecteer eerst een gebouw'}
        filter={{ building_id: buildingId }}
        onValueChange={onProvisionChange}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="description" label="Omschrijving" required multiline minRows={3} />
      </Box>
      <ReferenceInput control={control} name="supplier_id" kind="supplier" label="Leverancier" emptyLabel="Geen leverancier" />
      <SelectInput control={control} name="priority" label="Prioriteit" required options={PRIORITY_OPTIONS} />
      <DateInput control={control} name="started_at" label="Startdatum" required />
      <DateInput control={control} name="resolved_at" label="Einddatum" />
      <SelectInput control={control} name="status" label="Status" required options={PROVISION_STATUS_OPTIONS} helperText="De status van de technische voorziening" />
    </>
  );
}

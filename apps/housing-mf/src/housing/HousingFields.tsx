import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useReferenceLabel, type ReferenceChoice } from '@facility/data';
import { HOUSING_STATUS_LABELS, HOUSING_TYPE_LABELS, labelOptions } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { FloorInput, ReferenceInput, SelectInput, TextInput, useClearOnChange } from '@facility/ui/form';
import type { HousingInput, HousingValues } from './housingSchema';
import type { Housing } from './housingRow';
import { useHousingEntrances } from './useHousingEntrances';

/** The fields of 'Woning Toevoegen' / 'Woning Bewerken'. */
export function HousingFields({ form }: FieldsProps<HousingInput, HousingValues, Housing>) {
  const { control } = form;
  const buildingId = useWatch({ control, name: 'building_id' });
  const floors = useReferenceLabel('building', buildingId).data?.floors ?? undefined;
  const entrances = useHousingEntrances(buildingId || null).data ?? [];
  // Another building has other entrances, another street and perhaps fewer floors.
  const clearEntrance = useClearOnChange(form, ['entrance'], () => {
    if (form.formState.isSubmitted) void form.trigger('floor');
  });
  const onBuildingChange = (id: string, building: ReferenceChoice<'building'> | null) => {
    form.setValue('street', building?.street ?? '');
    clearEntrance(id);
  };

  return (
    <>
      <ReferenceInput control={control} name="building_id" kind="building" label="Gebouw" required onValueChange={onBuildingChange} />
      <TextInput control={control} name="street" label="Straat" slotProps={{ htmlInput: { readOnly: true } }} helperText="Overgenomen van het gebouw" />
      <TextInput control={control} name="house_number" label="Huisnummer" required />
      <FloorInput control={control} name="floor" floors={floors} />
      <TextInput control={control} name="square_meters" label="Vierkante meters" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      <TextInput control={control} name="balcony_size" label="Balkongrootte (m²)" type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
      <TextInput control={control} name="orientation" label="Oriëntatie" placeholder="Bijv. Noord, Zuidwest" />
      {entrances.length > 0 ? (
        <SelectInput
          control={control}
          name="entrance"
          label="Ingang"
          emptyLabel="Geen ingang"
          options={entrances.map((e) => ({ value: e.name, label: e.name }))}
        />
      ) : (
        <Box />
      )}
      <SelectInput control={control} name="type" label="Type" options={labelOptions(HOUSING_TYPE_LABELS)} />
      <SelectInput control={control} name="status" label="Status" options={labelOptions(HOUSING_STATUS_LABELS)} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

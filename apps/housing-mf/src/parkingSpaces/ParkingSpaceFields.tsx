import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { labelOptions, PARKING_TYPE_LABELS, useBuildingOptions, useHousingOfBuilding } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { SelectInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { housingLocation } from './housingLocation';
import type { ParkingSpaceInput, ParkingSpaceValues } from './parkingSpaceSchema';
import type { ParkingSpace } from './parkingSpacesResource';

const HOUSING_DEPENDS_ON_BUILDING: ['housing_id'] = ['housing_id'];

/** The fields of 'Nieuwe parkeerplaats' / 'Parkeerplaats bewerken'. */
export function ParkingSpaceFields({ form }: FieldsProps<ParkingSpaceInput, ParkingSpaceValues, ParkingSpace>) {
  const { control } = form;
  const { options: buildingOptions } = useBuildingOptions();
  const buildingId = useWatch({ control, name: 'building_id' });
  const housing = useHousingOfBuilding(buildingId || null).data ?? [];
  // Another building has other housing units.
  const onBuildingChange = useClearOnChange(form, HOUSING_DEPENDS_ON_BUILDING);

  return (
    <>
      <TextInput control={control} name="space_number" label="Nummer" required autoFocus />
      <SelectInput control={control} name="type" label="Type" required options={labelOptions(PARKING_TYPE_LABELS)} />
      <SelectInput control={control} name="building_id" label="Gebouw" required options={buildingOptions} onValueChange={onBuildingChange} />
      <SelectInput
        control={control}
        name="housing_id"
        label="Woning"
        emptyLabel="Geen woning"
        disabled={!buildingId}
        helperText={buildingId ? undefined : 'Selecteer eerst een gebouw'}
        options={housing.map((h) => ({ value: h.id, label: housingLocation(h) }))}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { ReferenceChoice } from '@facility/data';
import { labelOptions, PARKING_TYPE_LABELS } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, SelectInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { housingLocation } from './housingLocation';
import type { ParkingSpaceInput, ParkingSpaceValues } from './parkingSpaceSchema';
import type { ParkingSpace } from './parkingSpaceRow';

const HOUSING_DEPENDS_ON_BUILDING: ['housing_id'] = ['housing_id'];

const locationOf = (housing: ReferenceChoice<'housing'>) => housingLocation({ street: housing.street, house_number: housing.house_number ?? '', floor: housing.floor });

/** The fields of 'Nieuwe parkeerplaats' / 'Parkeerplaats bewerken'. */
export function ParkingSpaceFields({ form }: FieldsProps<ParkingSpaceInput, ParkingSpaceValues, ParkingSpace>) {
  const { control } = form;
  const buildingId = useWatch({ control, name: 'building_id' });
  // Another building has other housing units.
  const onBuildingChange = useClearOnChange(form, HOUSING_DEPENDS_ON_BUILDING);

  return (
    <>
      <TextInput control={control} name="space_number" label="Nummer" required autoFocus />
      <SelectInput control={control} name="type" label="Type" required options={labelOptions(PARKING_TYPE_LABELS)} />
      <ReferenceInput control={control} name="building_id" kind="building" label="Gebouw" required onValueChange={onBuildingChange} />
      <ReferenceInput
        control={control}
        name="housing_id"
        kind="housing"
        label="Woning"
        emptyLabel="Geen woning"
        disabled={!buildingId}
        helperText={buildingId ? undefined : 'Selecteer eerst een gebouw'}
        filter={{ building_id: buildingId }}
        format={locationOf}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

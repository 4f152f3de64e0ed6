import { useBuildingOptions } from '@facility/data/records';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { FloorInput, SelectInput, SwitchInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { useBuildingEntrances } from '../entrances/useBuildingEntrances';
import type { SpaceInput, SpaceValues } from './spaceSchema';
import type { Space } from './spaceRow';
import { useKeyOptions } from './useKeyOptions';

/** The fields of 'Nieuwe Ruimte' / 'Ruimte bewerken'. */
export function SpaceFields({ form }: FieldsProps<SpaceInput, SpaceValues, Space>) {
  const { control } = form;
  const { buildings, options: buildingOptions } = useBuildingOptions();
  const buildingId = useWatch({ control, name: 'building_id' });
  const floors = buildings.find((b) => b.id === buildingId)?.floors;
  const entrances = useBuildingEntrances(buildingId || null).data ?? [];
  const keyOptions = useKeyOptions();
  // Another building has other entrances, and perhaps fewer floors.
  const onBuildingChange = useClearOnChange(form, ['entrance_id'], () => {
    if (form.formState.isSubmitted) void form.trigger('floor');
  });

  return (
    <>
      <SelectInput control={control} name="building_id" label="Gebouw" required options={buildingOptions} onValueChange={onBuildingChange} />
      <TextInput control={control} name="name" label="Naam" required />
      <FloorInput control={control} name="floor" floors={floors} />
      {buildingId ? (
        <SelectInput
          control={control}
          name="entrance_id"
          label="In-/uitgang"
          emptyLabel="Geen in-/uitgang"
          options={entrances.map((e) => ({ value: e.id, label: e.name }))}
        />
      ) : (
        <Box />
      )}
      <SelectInput control={control} name="key_id" label="Sleutel" emptyLabel="Geen sleutel" options={keyOptions} />
      <SwitchInput control={control} name="front_door_key" label="Voordeursleutel" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

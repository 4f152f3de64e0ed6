import { useReferenceLabel } from '@facility/data';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { FieldsProps } from '@facility/kit';
import { FloorInput, ReferenceInput, SelectInput, SwitchInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { useBuildingEntrances } from '../entrances/useBuildingEntrances';
import type { SpaceInput, SpaceValues } from './spaceSchema';
import type { Space } from './spaceRow';

/** The fields of 'Nieuwe Ruimte' / 'Ruimte bewerken'. */
export function SpaceFields({ form }: FieldsProps<SpaceInput, SpaceValues, Space>) {
  const { control } = form;
  const buildingId = useWatch({ control, name: 'building_id' });
  const floors = useReferenceLabel('building', buildingId).data?.floors ?? undefined;
  const entrances = useBuildingEntrances(buildingId || null).data ?? [];
  // Another building has other entrances, and perhaps fewer floors.
  const onBuildingChange = useClearOnChange(form, ['entrance_id'], () => {
    if (form.formState.isSubmitted) void form.trigger('floor');
  });

  return (
    <>
      <ReferenceInput control={control} name="building_id" kind="building" label="Gebouw" required onValueChange={onBuildingChange} />
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
      <ReferenceInput control={control} name="key_id" kind="key" label="Sleutel" emptyLabel="Geen sleutel" />
      <SwitchInput control={control} name="front_door_key" label="Voordeursleutel" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="comments" label="Opmerkingen" multiline minRows={3} />
      </Box>
    </>
  );
}

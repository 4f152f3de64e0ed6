import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useBuildingsByName, useHousingOfBuilding, useSpacesOfBuilding } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { SelectInput, SwitchInput, TextInput, useClearOnChange } from '@facility/ui/form';
import type { NuisanceInput, NuisanceValues } from './nuisanceSchema';
import type { Nuisance } from './nuisanceRow';

// 'Geen gebouw' / 'Geen ruimte' / 'Geen woning' show as the choice while nothing is chosen.
const SHOW_NONE = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const DEPENDENTS: ['space_id', 'housing_id'] = ['space_id', 'housing_id'];

/** The fields of 'Nieuwe Overlastmelding'. */
export function NuisanceFields({ form }: FieldsProps<NuisanceInput, NuisanceValues, Nuisance>) {
  const { control } = form;
  const buildings = useBuildingsByName().data ?? [];
  const buildingId = useWatch({ control, name: 'location' });
  const building = buildings.find((b) => b.id === buildingId);
  const spaces = useSpacesOfBuilding(buildingId || null).data ?? [];
  const housing = useHousingOfBuilding(buildingId || null).data ?? [];
  // Another building has other spaces and housing units.
  const onBuildingChange = useClearOnChange(form, DEPENDENTS);

  return (
    <>
      <TextInput control={control} name="date_time" label="Datum en tijd" type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      <SelectInput
        control={control}
        name="location"
        label="Gebouw"
        required
        emptyLabel="Geen gebouw"
        slotProps={SHOW_NONE}
        options={buildings.map((b) => ({ value: b.id, label: [b.name, b.street, b.city].filter(Boolean).join(', ') }))}
        onValueChange={onBuildingChange}
      />
      <SelectInput
        control={control}
        name="space_id"
        label="Ruimte"
        emptyLabel="Geen ruimte"
        slotProps={SHOW_NONE}
        disabled={!buildingId}
        options={spaces.map((s) => ({ value: s.id, label: s.name }))}
      />
      <SelectInput
        control={control}
        name="housing_id"
        label="Woning"
        emptyLabel="Geen woning"
        slotProps={SHOW_NONE}
        disabled={!buildingId}
        options={housing.map((h) => ({
          value: h.id,
          label: [[h.street, h.house_number].filter(Boolean).join(' '), h.floor ? `Etage ${h.floor}` : '', building?.name ?? ''].filter(Boolean).join(', '),
        }))}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="description" label="Omschrijving" required placeholder="Beschrijf de overlast" multiline minRows={3} />
      </Box>
      <SwitchInput control={control} name="message_left" label="Bericht achtergelaten" />
      <SwitchInput control={control} name="has_photo" label="Foto gemaakt" />
      <SwitchInput control={control} name="resident_contacted" label="Overlastgever (aan)gesproken" />
      <SwitchInput control={control} name="follow_up_required" label="Vervolgactie noodzakelijk" />
    </>
  );
}

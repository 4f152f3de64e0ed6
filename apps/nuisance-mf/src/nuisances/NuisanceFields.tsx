import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { ReferenceChoice } from '@facility/data';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, SwitchInput, TextInput, useClearOnChange } from '@facility/ui/form';
import type { NuisanceInput, NuisanceValues } from './nuisanceSchema';
import type { Nuisance } from './nuisanceRow';

const DEPENDENTS: ['space_id', 'housing_id'] = ['space_id', 'housing_id'];

/** A building as name, street, city. */
const buildingText = (b: ReferenceChoice<'building'>) => [b.label, b.street, b.city].filter(Boolean).join(', ');
/** A housing unit as street and house number, 'Etage {floor}' (when above the ground floor), building. */
const housingText = (h: ReferenceChoice<'housing'>) => [h.label, h.floor ? `Etage ${h.floor}` : '', h.detail ?? ''].filter(Boolean).join(', ');

/** The fields of 'Nieuwe Overlastmelding'. */
export function NuisanceFields({ form }: FieldsProps<NuisanceInput, NuisanceValues, Nuisance>) {
  const { control } = form;
  const buildingId = useWatch({ control, name: 'location' });
  const inBuilding = { building_id: buildingId };
  // Another building has other spaces and housing units.
  const onBuildingChange = useClearOnChange(form, DEPENDENTS);

  return (
    <>
      <TextInput control={control} name="date_time" label="Datum en tijd" type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      <ReferenceInput
        control={control}
        name="location"
        kind="building"
        label="Gebouw"
        required
        emptyLabel="Geen gebouw"
        format={buildingText}
        onValueChange={onBuildingChange}
      />
      <ReferenceInput control={control} name="space_id" kind="space" label="Ruimte" emptyLabel="Geen ruimte" disabled={!buildingId} filter={inBuilding} />
      <ReferenceInput
        control={control}
        name="housing_id"
        kind="housing"
        label="Woning"
        emptyLabel="Geen woning"
        disabled={!buildingId}
        filter={inBuilding}
        format={housingText}
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

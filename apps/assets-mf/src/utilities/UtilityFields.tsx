import Box from '@mui/material/Box';
import { labelOptions, UTILITY_TYPE_LABELS } from '@facility/data/records';
import type { FieldsProps } from '@facility/kit';
import { ReferenceInput, SelectInput, SwitchInput, TextInput } from '@facility/ui/form';
import type { UtilityInput, UtilityValues } from './utilitySchema';
import type { Utility } from './utilityRow';

const TYPE_OPTIONS = labelOptions(UTILITY_TYPE_LABELS);

/** 'Nutsvoorziening Toevoegen' / 'Nutsvoorziening bewerken'. */
export function UtilityFields({ form: { control } }: FieldsProps<UtilityInput, UtilityValues, Utility>) {
  return (
    <>
      <SelectInput control={control} name="type" label="Type" required options={TYPE_OPTIONS} />
      <ReferenceInput control={control} name="space_id" kind="space" label="Ruimte" emptyLabel="Geen ruimte" />
      <TextInput control={control} name="meter_number" label="Meternummer" />
      <TextInput control={control} name="capacity" label="Capaciteit" placeholder="Bijvoorbeeld 3x25A of 10 kW" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SwitchInput control={control} name="is_readable" label="Uitlezen (meteropnames bijhouden)" />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput control={control} name="shutoff_point" label="Afsluitpunt" placeholder="Locatie en hoe je erbij komt" multiline minRows={2} />
      </Box>
    </>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Button, Card, CardActions, CardContent, CardHeader } from '@mui/material';
import { failureMessage } from '@facility/data';
import { SelectInput, SwitchInput, TextInput, useSavingForm } from '@facility/ui/form';
import { useBuildingOptions } from '../buildings/useBuildings';
import { useBuildingEntrances } from '../entrances/useEntrances';
import { EMPTY_SPACE, spaceSchema, type SpaceInput, type SpaceValues } from './spaceSchema';
import { useKeyOptions } from './useKeyOptions';
import { saveSpace, type Space } from './useSpaces';

interface Props {
  /** null: a new space. */
  space: Space | null;
  onDone: () => void;
}

const ADDED = { title: 'Ruimte toegevoegd', description: 'De ruimte is succesvol toegevoegd.' };
const UPDATED = { title: 'Ruimte bijgewerkt', description: 'De ruimte is succesvol bijgewerkt.' };
const failure = (error: unknown) => ({
  title: 'Fout',
  description: failureMessage(error, 'Er is een fout opgetreden bij het opslaan van de ruimte.'),
});

function toInput(space: Space | null): SpaceInput {
  if (!space) return EMPTY_SPACE;
  return {
    building_id: space.building_id,
    name: space.name,
    floor: String(space.floor),
    entrance_id: space.entrance_id ?? '',
    key_id: space.key_id ?? '',
    front_door_key: space.front_door_key,
    comments: space.comments ?? '',
  };
}

/** The inline card 'Nieuwe Ruimte' / 'Ruimte bewerken'. */
export function SpaceForm({ space, onDone }: Props) {
  const { buildings, options: buildingOptions } = useBuildingOptions();
  // The form keeps the resolver it started with, so the rule reads the buildings as they are now.
  const latest = useRef(buildings);
  latest.current = buildings;
  const schema = useMemo(() => spaceSchema((id) => latest.current.find((b) => b.id === id)?.floors), []);
  const initial = useMemo(() => toInput(space), [space]);
  const { form, control, onSubmit, busy } = useSavingForm({
    schema,
    initial,
    save: (values: SpaceValues) => saveSpace(values, space?.id),
    messages: { success: space ? UPDATED : ADDED, failure },
    onSaved: onDone,
  });
  const buildingId = useWatch({ control, name: 'building_id' });
  const floors = buildings.find((b) => b.id === buildingId)?.floors;
  const entrances = useBuildingEntrances(buildingId || null).data ?? [];
  const keyOptions = useKeyOptions();

  // The card opens above a possibly long table: bring it into view.
  const card = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, which React would take for a clean-up.
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const onBuildingChange = () => {
    // Another building has other entrances and perhaps fewer floors.
    form.setValue('entrance_id', '');
    if (form.formState.isSubmitted) void form.trigger('floor');
  };

  return (
    <Card ref={card} component="form" noValidate onSubmit={onSubmit} aria-labelledby="space-form-title" sx={{ mb: 3 }}>
      <CardHeader title={space ? 'Ruimte bewerken' : 'Nieuwe Ruimte'} slotProps={{ title: { id: 'space-form-title', component: 'h2' } }} />
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SelectInput control={control} name="building_id" label="Gebouw" required options={buildingOptions} onValueChange={onBuildingChange} />
        <TextInput control={control} name="name" label="Naam" required />
        <TextInput
          control={control}
          name="floor"
          label="Etage"
          type="number"
          required
          helperText={floors !== undefined ? `Maximum: ${floors} etages` : undefined}
          slotProps={{ htmlInput: { min: 0, max: floors, step: 1 } }}
        />
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
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={onDone} disabled={busy}>
          Annuleren
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Opslaan...' : space ? 'Opslaan' : 'Toevoegen'}
        </Button>
      </CardActions>
    </Card>
  );
}

import { useMemo } from 'react';
import { failureMessage } from '@facility/data';
import { FormDialog } from '@facility/ui';
import { TextInput, useSavingForm } from '@facility/ui/form';
import { buildingSchema, EMPTY_BUILDING, type BuildingInput, type BuildingValues } from './buildingSchema';
import { saveBuilding, type Building } from './useBuildings';

interface Props {
  open: boolean;
  /** null: a new building. */
  building: Building | null;
  onClose: () => void;
}

const ADDED = { title: 'Gebouw toegevoegd', description: 'Het nieuwe gebouw is succesvol toegevoegd.' };
const UPDATED = { title: 'Gebouw bijgewerkt', description: 'Het gebouw is succesvol bijgewerkt.' };
const failure = (error: unknown) => ({ title: 'Fout', description: failureMessage(error, 'Er is iets misgegaan. Probeer het opnieuw.') });

function toInput(building: Building | null): BuildingInput {
  if (!building) return EMPTY_BUILDING;
  return { name: building.name, street: building.street, city: building.city, floors: String(building.floors) };
}

export function BuildingDialog({ open, building, onClose }: Props) {
  // Opening for a new building shows it empty with 1 floor again.
  const initial = useMemo(() => toInput(building), [building]);
  const { control, onSubmit, busy } = useSavingForm({
    schema: buildingSchema,
    initial,
    open,
    save: (values: BuildingValues) => saveBuilding(values, building?.id),
    messages: { success: building ? UPDATED : ADDED, failure },
    onSaved: onClose,
  });

  return (
    <FormDialog
      open={open}
      title={building ? 'Gebouw bewerken' : 'Nieuw gebouw toevoegen'}
      submitLabel={building ? 'Opslaan' : 'Toevoegen'}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextInput control={control} name="name" label="Naam" required autoFocus />
      <TextInput control={control} name="street" label="Straat" required />
      <TextInput control={control} name="city" label="Plaats" required />
      <TextInput control={control} name="floors" label="Aantal etages" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} />
    </FormDialog>
  );
}

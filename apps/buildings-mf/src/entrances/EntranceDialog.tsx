import { useMemo } from 'react';
import { ENTRANCE_TYPE_LABELS, failureMessage, labelOptions } from '@facility/data';
import { FormDialog } from '@facility/ui';
import { SelectInput, SwitchInput, TextInput, useSavingForm } from '@facility/ui/form';
import { useBuildingOptions } from '../buildings/useBuildings';
import { EMPTY_ENTRANCE, entranceSchema, type EntranceInput, type EntranceValues } from './entranceSchema';
import { saveEntrance, type Entrance } from './useEntrances';

interface Props {
  open: boolean;
  /** null: a new entrance/exit. */
  entrance: Entrance | null;
  onClose: () => void;
}

const TYPE_OPTIONS = labelOptions(ENTRANCE_TYPE_LABELS);

function toInput(entrance: Entrance | null): EntranceInput {
  if (!entrance) return EMPTY_ENTRANCE;
  return {
    name: entrance.name,
    building_id: entrance.building_id,
    type: entrance.type as EntranceInput['type'],
    description: entrance.description ?? '',
    floor: entrance.floor == null ? '' : String(entrance.floor),
    is_emergency: entrance.is_emergency,
    is_accessible: entrance.is_accessible,
  };
}

function messages(editing: boolean) {
  const verb = editing ? 'bijgewerkt' : 'toegevoegd';
  const doing = editing ? 'bijwerken' : 'toevoegen';
  return {
    success: { title: `In-/uitgang is ${verb}` },
    failure: (error: unknown) => ({
      title: 'Fout',
      description: failureMessage(error, `Er is iets misgegaan bij het ${doing} van de in-/uitgang`),
    }),
  };
}

export function EntranceDialog({ open, entrance, onClose }: Props) {
  const { options: buildingOptions } = useBuildingOptions();
  const initial = useMemo(() => toInput(entrance), [entrance]);
  const { control, onSubmit, busy } = useSavingForm({
    schema: entranceSchema,
    initial,
    open,
    save: (values: EntranceValues) => saveEntrance(values, entrance?.id),
    messages: messages(Boolean(entrance)),
    onSaved: onClose,
  });

  return (
    <FormDialog
      open={open}
      title={entrance ? 'In-/uitgang bewerken' : 'Nieuwe in-/uitgang'}
      submitLabel={entrance ? 'Opslaan' : 'Toevoegen'}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextInput control={control} name="name" label="Naam" required autoFocus />
      <SelectInput control={control} name="building_id" label="Gebouw" required options={buildingOptions} />
      <SelectInput control={control} name="type" label="Type" required options={TYPE_OPTIONS} />
      <TextInput control={control} name="description" label="Omschrijving" multiline minRows={2} />
      <TextInput control={control} name="floor" label="Etage" type="number" slotProps={{ htmlInput: { step: 1 } }} />
      <SwitchInput control={control} name="is_emergency" label="Nooduitgang" />
      <SwitchInput control={control} name="is_accessible" label="Toegankelijk" />
    </FormDialog>
  );
}

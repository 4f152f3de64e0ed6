import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { ReferenceInput, useClearOnChange } from '@facility/ui/form';

/** Forms that choose a space through its building (the building itself is not stored). */
export interface BuildingSpaceInput {
  building_id: string;
  space_id: string;
}

interface Props<In extends BuildingSpaceInput, Out> {
  form: UseFormReturn<In, unknown, Out>;
  spaceLabel: string;
  /** What the space select says before a building is chosen. */
  spacePlaceholder?: string;
  /** Further fields to clear when the building changes (e.g. a supplier that depends on the space). */
  onBuildingChange?: (buildingId: string) => void;
}

/** Building, then its spaces: the space is disabled until a building is chosen, and another building clears it. */
export function BuildingSpaceFields<In extends BuildingSpaceInput, Out>({ form, spaceLabel, spacePlaceholder, onBuildingChange }: Props<In, Out>) {
  const control = form.control;
  const buildingId = useWatch({ control, name: 'building_id' as FieldPath<In> }) as string;
  const clearSpace = useClearOnChange(form, ['space_id' as FieldPath<In>], onBuildingChange);
  return (
    <>
      <ReferenceInput control={control} name={'building_id' as FieldPath<In>} kind="building" label="Gebouw" required onValueChange={clearSpace} />
      <ReferenceInput
        control={control}
        name={'space_id' as FieldPath<In>}
        kind="space"
        label={spaceLabel}
        required
        disabled={!buildingId}
        emptyLabel={!buildingId && spacePlaceholder ? spacePlaceholder : undefined}
        filter={{ building_id: buildingId }}
      />
    </>
  );
}

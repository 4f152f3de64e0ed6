import { useWatch } from 'react-hook-form';
import type { FieldsProps } from '@facility/kit';
import { labelOptions, STAFF_ROLE_LABELS } from '@facility/data/records';
import { ReferenceInput, SelectInput, SwitchInput, TextInput } from '@facility/ui/form';
import type { StaffAccessInput, StaffAccessValues } from './staffAccessSchema';
import type { StaffMember } from './staffRow';

const ROLE_OPTIONS = labelOptions(STAFF_ROLE_LABELS);

/** 'Medewerker uitnodigen': name, e-mail, role, buildings; 'Toegang wijzigen': role and buildings. */
export function StaffAccessFields({ form: { control }, row }: FieldsProps<StaffAccessInput, StaffAccessValues, StaffMember>) {
  const allBuildings = useWatch({ control, name: 'all_buildings' });
  return (
    <>
      {!row && (
        <>
          <TextInput control={control} name="name" label="Naam" required autoFocus />
          <TextInput control={control} name="email" label="E-mail" type="email" required />
        </>
      )}
      <SelectInput control={control} name="role" label="Rol" options={ROLE_OPTIONS} required />
      <SwitchInput control={control} name="all_buildings" label="Alle gebouwen" />
      {!allBuildings && <ReferenceInput control={control} name="building_ids" kind="building" label="Gebouwen" multiple required />}
    </>
  );
}

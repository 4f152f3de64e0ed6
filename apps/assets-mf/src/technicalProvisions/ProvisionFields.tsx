import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import type { ReferenceKind } from '@facility/data';
import type { FieldsProps } from '@facility/kit';
import { DateInput, ReferenceInput, SelectInput, SwitchInput, TextInput, useClearOnChange } from '@facility/ui/form';
import { useFacilityTypeOptions } from '../common/options';
import { PROVISION_STATUS_OPTIONS } from '../common/ProvisionStatusBadge';
import type { ProvisionInput, ProvisionValues } from './provisionSchema';
import type { TechnicalProvision } from './provisionRow';

const MONTHS = { htmlInput: { min: 1, max: 120, step: 1 } };

type Props = FieldsProps<ProvisionInput, ProvisionValues, TechnicalProvision>;
type Choice = 'building_id' | 'space_id' | 'facility_type_id' | 'service_company_id';

interface Dependent {
  /** The parent: a referenced row (a building) or one of a few options (facility types). */
  parent: { name: Choice; label: string; emptyLabel: string } & ({ kind: ReferenceKind } | { options: { value: string; label: string }[] });
  /** The child: rows of `kind` whose `column` is the parent's id. */
  child: { name: Choice; label: string; emptyLabel: string; hint: string; kind: ReferenceKind; column: string };
}

/** A choice that depends on another: disabled until the parent is chosen, offers only what fits it, and is cleared when it changes. */
function DependentChoice({ form, parent, child }: Pick<Props, 'form'> & Dependent) {
  const { control } = form;
  const parentId = useWatch({ control, name: parent.name });
  const dependents = useMemo(() => [child.name], [child.name]);
  const onParentChange = useClearOnChange(form, dependents);
  return (
    <>
      {'kind' in parent ? (
        <ReferenceInput control={control} name={parent.name} kind={parent.kind} label={parent.label} emptyLabel={parent.emptyLabel} onValueChange={onParentChange} />
      ) : (
        <SelectInput control={control} name={parent.name} label={parent.label} emptyLabel={parent.emptyLabel} options={parent.options} onValueChange={onParentChange} />
      )}
      <ReferenceInput
        control={control}
        name={child.name}
        kind={child.kind}
        label={child.label}
        emptyLabel={child.emptyLabel}
        disabled={!parentId}
        helperText={parentId ? undefined : child.hint}
        filter={{ [child.column]: parentId }}
      />
    </>
  );
}

/** Building, then one of its spaces; facility type, then a service company linked to it (records.md §2). */
function PlaceAndServiceFields({ form }: Pick<Props, 'form'>) {
  const types = useFacilityTypeOptions();
  return (
    <>
      <DependentChoice
        form={form}
        parent={{ name: 'building_id', label: 'Gebouw', emptyLabel: 'Geen gebouw', kind: 'building' }}
        child={{ name: 'space_id', label: 'Ruimte', emptyLabel: 'Geen ruimte', hint: 'Selecteer eerst een gebouw', kind: 'space', column: 'building_id' }}
      />
      <DependentChoice
        form={form}
        parent={{ name: 'facility_type_id', label: 'Soort voorziening', emptyLabel: 'Geen soort', options: types }}
        child={{
          name: 'service_company_id',
          label: 'Servicebedrijf',
          emptyLabel: 'Geen servicebedrijf',
          hint: 'Selecteer eerst een soort voorziening',
          kind: 'supplierOfType',
          column: 'facility_type_id',
        }}
      />
    </>
  );
}

/** 'Keuring vereist': only then the next inspection date and its interval. */
function InspectionFields({ form }: Props) {
  const { control } = form;
  const required = useWatch({ control, name: 'requires_inspection' });
  // Off: the hidden fields are emptied, so nothing hidden can block the save.
  const onSwitch = (on: boolean) => {
    if (on) return;
    form.setValue('next_inspection_date', null);
    form.setValue('inspection_interval_months', '');
  };
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SwitchInput control={control} name="requires_inspection" label="Keuring vereist" onValueChange={onSwitch} />
      </Box>
      {required && (
        <>
          <DateInput control={control} name="next_inspection_date" label="Volgende keuring" />
          <TextInput control={control} name="inspection_interval_months" label="Keuringsinterval (maanden)" type="number" slotProps={MONTHS} />
        </>
      )}
    </>
  );
}

/** 'Voorziening Toevoegen' / 'Voorziening bewerken': every field of records.md §3, and the intervals. */
export function ProvisionFields(props: Props) {
  const { control } = props.form;
  return (
    <>
      <TextInput control={control} name="device_name" label="Apparaat" required autoFocus />
      <TextInput control={control} name="type_and_model" label="Type en model" required />
      <TextInput control={control} name="manufacturer" label="Fabrikant" required />
      <TextInput control={control} name="serial_number" label="Serienummer" required />
      <TextInput control={control} name="compatibility" label="Compatibiliteit" />
      <SelectInput control={control} name="status" label="Status" required options={PROVISION_STATUS_OPTIONS} />
      <PlaceAndServiceFields form={props.form} />
      <ReferenceInput control={control} name="installer_id" kind="supplier" label="Installateur" emptyLabel="Geen installateur" />
      <DateInput control={control} name="installation_date" label="Installatiedatum" required />
      <DateInput control={control} name="warranty_end_date" label="Einde garantie" />
      <DateInput control={control} name="next_maintenance_date" label="Volgend onderhoud" />
      <TextInput control={control} name="maintenance_interval_months" label="Onderhoudsinterval (maanden)" type="number" slotProps={MONTHS} />
      <InspectionFields {...props} />
      <ReferenceInput control={control} name="owner_id" kind="owner" label="Eigenaar" emptyLabel="Geen eigenaar" />
      <ReferenceInput control={control} name="company_id" kind="company" label="VvE" emptyLabel="Geen VvE" />
    </>
  );
}

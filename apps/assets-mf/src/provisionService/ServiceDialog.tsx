import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { addMonths, format, isValid } from 'date-fns';
import type { ServiceKind } from '@facility/data/records';
import { FormDialog } from '@facility/ui';
import { DateInput, ReferenceInput, TextInput, useSavingForm } from '@facility/ui/form';
import { emptyService, performerValue, serviceSchema, type ServiceInput, type ServiceValues } from './serviceSchema';
import { recordService } from './services';

/** The provision a service is recorded for: what the dialog needs of it. */
export interface ServiceTarget {
  id: string;
  device_name: string;
  service_company_id: string | null;
  maintenance_interval_months: number | null;
  inspection_interval_months: number | null;
}

const TEXTS: Record<ServiceKind, { title: string; next: string; success: string; what: string }> = {
  maintenance: { title: 'Onderhoud uitgevoerd', next: 'Volgend onderhoud', success: 'Onderhoud vastgelegd', what: 'het onderhoud' },
  inspection: { title: 'Keuring uitgevoerd', next: 'Volgende keuring', success: 'Keuring vastgelegd', what: 'de keuring' },
};

export const intervalOf = (provision: ServiceTarget, kind: ServiceKind) =>
  kind === 'maintenance' ? provision.maintenance_interval_months : provision.inspection_interval_months;

/** With an interval: the next date the database will set, as the user chose the performed date. */
function NextDateNote({ control, months, label }: { control: Control<ServiceInput, unknown, ServiceValues>; months: number; label: string }) {
  const performed = useWatch({ control, name: 'performed_on' }) as Date | null;
  const next = performed && isValid(performed) ? format(addMonths(performed, months), 'dd-MM-yyyy') : '-';
  return (
    <Typography variant="body2" color="text.secondary">
      {`${label}: ${next} (uitvoerdatum + ${months} ${months === 1 ? 'maand' : 'maanden'})`}
    </Typography>
  );
}

/** 'Onderhoud uitgevoerd' / 'Keuring uitgevoerd': when, by whom, a note; the next date moves along. */
export function ServiceDialog({ open, target, onClose }: { open: boolean; target: { provision: ServiceTarget; kind: ServiceKind } | null; onClose: () => void }) {
  const kind = target?.kind ?? 'maintenance';
  const months = target ? intervalOf(target.provision, kind) : null;
  const texts = TEXTS[kind];
  const schema = useMemo(() => serviceSchema(months !== null), [months]);
  const serviceCompany = target?.provision.service_company_id;
  const initial = useMemo(() => emptyService(serviceCompany ? performerValue('supplier', serviceCompany) : ''), [serviceCompany]);
  const { form, onSubmit, busy } = useSavingForm({
    schema,
    initial,
    open,
    save: (values: ServiceValues) => recordService(target?.provision.id ?? '', kind, values),
    messages: {
      success: { title: texts.success, description: `${texts.what.charAt(0).toUpperCase()}${texts.what.slice(1)} is vastgelegd; de volgende datum is bijgewerkt.` },
      failure: { title: 'Fout', text: `Er is een fout opgetreden bij het vastleggen van ${texts.what}.` },
    },
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog open={open} title={`${texts.title}: ${target?.provision.device_name ?? ''}`} submitLabel="Vastleggen" busy={busy} onClose={onClose} onSubmit={onSubmit}>
      <DateInput control={control} name="performed_on" label="Uitgevoerd op" required disableFuture />
      {/* Mechanics and suppliers (service companies) in one choice: 'Jan de Boer (monteur)'. */}
      <ReferenceInput control={control} name="performer" kind="performer" label="Uitgevoerd door" required />
      <TextInput control={control} name="note" label="Opmerking" multiline minRows={2} />
      {months !== null ? <NextDateNote control={control} months={months} label={texts.next} /> : <DateInput control={control} name="next_date" label={texts.next} required />}
    </FormDialog>
  );
}

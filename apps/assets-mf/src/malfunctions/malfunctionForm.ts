import { parseISO } from 'date-fns';
import { defineForm } from '@facility/kit';
import { MalfunctionFields } from './MalfunctionFields';
import { emptyMalfunction, malfunctionSchema, type MalfunctionInput } from './malfunctionSchema';
import type { Malfunction } from './malfunctionRow';
import { saveMalfunction } from './saveMalfunction';

/** Editing: the building is the provision's, the status the provision's current one. */
function toInput(m: Malfunction): MalfunctionInput {
  return {
    ...emptyMalfunction(),
    building_id: m.technical_provision?.space?.building_id ?? '',
    technical_provision_id: m.technical_provision_id,
    description: m.description,
    supplier_id: m.supplier_id ?? '',
    started_at: parseISO(m.started_at),
    resolved_at: m.resolved_at ? parseISO(m.resolved_at) : null,
    status: m.technical_provision?.status ?? '',
    priority: m.priority as MalfunctionInput['priority'],
  };
}

/** The form of malfunctionsResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const malfunctionForm = defineForm({
  schema: malfunctionSchema,
  Fields: MalfunctionFields,
  empty: () => emptyMalfunction(),
  toInput,
  save: (values, row) => saveMalfunction(values, row?.id ?? null),
  texts: { addTitle: 'Nieuwe storing', editTitle: 'Storing bewerken', editSubmit: 'Opslaan' },
});

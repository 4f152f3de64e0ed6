import { defineForm, toFormValues } from '@facility/kit';
import { dayAsDate } from '../common/days';
import { ProvisionFields } from './ProvisionFields';
import { emptyProvision, provisionSchema, type ProvisionInput } from './provisionSchema';
import { saveProvision } from './saveProvision';
import type { TechnicalProvision } from './provisionRow';

const DATES = ['installation_date', 'warranty_end_date', 'next_maintenance_date', 'next_inspection_date'] as const;

function toInput(row: TechnicalProvision): ProvisionInput {
  const input = toFormValues(emptyProvision(), row);
  for (const field of DATES) input[field] = dayAsDate(row[field]) as never;
  return {
    ...input,
    building_id: row.space?.building_id ?? '',
    owner_id: row.owners_technical_provisions[0]?.owner_id ?? '',
  };
}

const failure = (editing: boolean) => ({
  title: 'Fout',
  text: `Er is een fout opgetreden bij het ${editing ? 'bijwerken' : 'toevoegen'} van de technische voorziening`,
});

/** The form of technicalProvisionsResource, loaded when it first opens. */
export const provisionForm = defineForm({
  schema: provisionSchema,
  Fields: ProvisionFields,
  empty: () => emptyProvision(),
  toInput,
  save: (values, row) => saveProvision(values, row?.id ?? null),
  texts: {
    addTitle: 'Voorziening Toevoegen',
    editTitle: 'Voorziening bewerken',
    editSubmit: 'Opslaan',
    added: { title: 'Technische voorziening succesvol toegevoegd' },
    updated: { title: 'Technische voorziening succesvol bijgewerkt' },
    failure,
  },
});

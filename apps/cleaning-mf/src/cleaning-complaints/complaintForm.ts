import { defineForm } from '@facility/kit';
import { ComplaintFields } from './ComplaintFields';
import { complaintRow, complaintSchema, EMPTY_COMPLAINT, type ComplaintInput, type ComplaintValues } from './complaintSchema';
import type { CleaningComplaint } from './complaintsResource';

/** The form of complaintsResource, loaded when it first opens. */
export const complaintForm = defineForm<'cleaning_complaints', CleaningComplaint, ComplaintInput, ComplaintValues>({
  schema: complaintSchema,
  Fields: ComplaintFields,
  empty: EMPTY_COMPLAINT,
  toRow: complaintRow,
  texts: {
    addTitle: 'Schoonmaakklacht Toevoegen',
    editTitle: 'Schoonmaakklacht',
    addSubmit: 'Toevoegen',
    added: { title: 'Klacht toegevoegd', description: 'De klacht is succesvol toegevoegd.' },
    updated: { title: 'Klacht bijgewerkt', description: 'De klacht is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de klacht.' },
  },
});

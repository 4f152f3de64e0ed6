import { defineForm } from '@facility/kit';
import { CleaningRequestFields } from './CleaningRequestFields';
import { cleaningRequestRow, cleaningRequestSchema, EMPTY_CLEANING_REQUEST, type CleaningRequestInput, type CleaningRequestValues } from './cleaningRequestSchema';
import type { CleaningRequest } from './cleaningRequestsResource';

/** The form of cleaningRequestsResource, loaded when it first opens. */
export const cleaningRequestForm = defineForm<'cleaning_requests', CleaningRequest, CleaningRequestInput, CleaningRequestValues>({
  schema: cleaningRequestSchema,
  Fields: CleaningRequestFields,
  empty: EMPTY_CLEANING_REQUEST,
  toRow: cleaningRequestRow,
  texts: {
    addTitle: 'Prijsopgave Schoonmaak',
    editTitle: 'Prijsopgave Schoonmaak',
    addSubmit: 'Toevoegen',
    added: { title: 'Prijsopgave toegevoegd', description: 'De prijsopgave is succesvol toegevoegd.' },
    updated: { title: 'Prijsopgave bijgewerkt', description: 'De prijsopgave is succesvol bijgewerkt.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de prijsopgave.' },
  },
});

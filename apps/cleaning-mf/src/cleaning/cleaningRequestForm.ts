import { defineForm } from '@facility/kit';
import { CleaningRequestFields } from './CleaningRequestFields';
import { cleaningRequestRow, cleaningRequestSchema, EMPTY_CLEANING_REQUEST } from './cleaningRequestSchema';

/** The form of cleaningRequestsResource, loaded when it first opens. */
export const cleaningRequestForm = defineForm({
  schema: cleaningRequestSchema,
  Fields: CleaningRequestFields,
  empty: EMPTY_CLEANING_REQUEST,
  toRow: cleaningRequestRow,
  texts: {
    addTitle: 'Prijsopgave Schoonmaak',
    editTitle: 'Prijsopgave Schoonmaak',
    addSubmit: 'Toevoegen',
  },
});

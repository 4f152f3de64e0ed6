import { defineForm } from '@facility/kit';
import { ComplaintFields } from './ComplaintFields';
import { complaintRow, complaintSchema, EMPTY_COMPLAINT } from './complaintSchema';

/** The form of complaintsResource, loaded when it first opens. */
export const complaintForm = defineForm({
  schema: complaintSchema,
  Fields: ComplaintFields,
  empty: EMPTY_COMPLAINT,
  toRow: complaintRow,
  texts: {
    addTitle: 'Schoonmaakklacht Toevoegen',
    editTitle: 'Schoonmaakklacht',
    addSubmit: 'Toevoegen',
  },
});

import { defineForm } from '@facility/kit';
import { MechanicFields } from './MechanicFields';
import { EMPTY_MECHANIC, mechanicSchema } from './mechanicSchema';

/** The form of mechanicsResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const mechanicForm = defineForm({
  schema: mechanicSchema,
  Fields: MechanicFields,
  empty: EMPTY_MECHANIC,
  texts: { addTitle: 'Monteur Toevoegen', editTitle: 'Monteur bewerken', editSubmit: 'Opslaan' },
});

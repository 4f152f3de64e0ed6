import { defineForm } from '@facility/kit';
import { formToasts } from '../common/entityTexts';
import { MechanicFields } from './MechanicFields';
import { EMPTY_MECHANIC, mechanicSchema, type MechanicInput, type MechanicValues } from './mechanicSchema';
import { MECHANIC_NOUN, type Mechanic } from './mechanicsResource';

/** The form of mechanicsResource, loaded when it first opens. */
export const mechanicForm = defineForm<'mechanics', Mechanic, MechanicInput, MechanicValues>({
  schema: mechanicSchema,
  Fields: MechanicFields,
  empty: EMPTY_MECHANIC,
  texts: { addTitle: 'Monteur Toevoegen', editTitle: 'Monteur bewerken', editSubmit: 'Opslaan', ...formToasts(MECHANIC_NOUN) },
});

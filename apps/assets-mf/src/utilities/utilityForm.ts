import { defineForm } from '@facility/kit';
import { UtilityFields } from './UtilityFields';
import { EMPTY_UTILITY, utilitySchema } from './utilitySchema';

/** The form of utilitiesResource, loaded when it first opens; its toasts are the kit's for the noun. */
export const utilityForm = defineForm({
  schema: utilitySchema,
  Fields: UtilityFields,
  empty: EMPTY_UTILITY,
  texts: { addTitle: 'Nutsvoorziening Toevoegen', editTitle: 'Nutsvoorziening bewerken', editSubmit: 'Opslaan' },
});

import { defineForm } from '@facility/kit';
import { formToasts } from '../common/entityTexts';
import { UTILITY_NOUN, type Utility } from './utilitiesResource';
import { UtilityFields } from './UtilityFields';
import { EMPTY_UTILITY, utilitySchema, type UtilityInput, type UtilityValues } from './utilitySchema';

/** The form of utilitiesResource, loaded when it first opens. */
export const utilityForm = defineForm<'utilities', Utility, UtilityInput, UtilityValues>({
  schema: utilitySchema,
  Fields: UtilityFields,
  empty: EMPTY_UTILITY,
  texts: { addTitle: 'Nutsvoorziening Toevoegen', editTitle: 'Nutsvoorziening bewerken', editSubmit: 'Opslaan', ...formToasts(UTILITY_NOUN) },
});

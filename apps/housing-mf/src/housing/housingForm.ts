import { defineForm } from '@facility/kit';
import { HousingFields } from './HousingFields';
import { EMPTY_HOUSING } from './housingSchema';
import { useHousingSchema } from './useHousingSchema';

/** The form of housingResource, loaded when it first opens. */
export const housingForm = defineForm({
  schema: useHousingSchema,
  Fields: HousingFields,
  empty: EMPTY_HOUSING,
  texts: {
    addTitle: 'Woning Toevoegen',
    editTitle: 'Woning Bewerken',
    addSubmit: 'Woning Toevoegen',
    editSubmit: 'Woning Bijwerken',
    added: { title: 'Woning toegevoegd', description: 'De woning is succesvol toegevoegd' },
    updated: { title: 'Woning bijgewerkt', description: 'De woning is succesvol bijgewerkt' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het opslaan van de woning' },
  },
});

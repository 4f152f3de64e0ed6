import { defineForm } from '@facility/kit';
import { NuisanceFields } from './NuisanceFields';
import { emptyNuisance, nuisanceRow, nuisanceSchema } from './nuisanceSchema';

/** The form of nuisancesResource, loaded when it first opens. */
export const nuisanceForm = defineForm({
  afterAdd: 'reset',
  schema: nuisanceSchema,
  Fields: NuisanceFields,
  empty: () => emptyNuisance(),
  toRow: nuisanceRow,
  texts: {
    addTitle: 'Nieuwe Overlastmelding',
    editTitle: 'Overlastmelding',
    addSubmit: 'Overlast Melden',
    added: { title: 'Overlast gemeld', description: 'De overlast is succesvol gemeld.' },
    updated: { title: 'Overlast gemeld', description: 'De overlast is succesvol gemeld.' },
    failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het melden van de overlast.' },
  },
});

// What the database answers in the component tests of this remote.
import { referenceAnswers, type Answers } from '@facility/kit/testing';
import { CLEANING_SUPPLIERS } from '../cleaning/useCleaningSuppliers';

export const choiceAnswers: Answers = [
  ...referenceAnswers('building', [
    { id: 'b1', label: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4 },
    { id: 'b2', label: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2 },
  ]),
  ...referenceAnswers('space', [{ id: 's1', label: 'Vergaderzaal Dom', detail: 'Kantoor Utrecht' }], { filter: { building_id: 'b1' } }),
  ...referenceAnswers('space', [{ id: 's2', label: 'Recreatiezaal', detail: 'Zorgcentrum De Kempen' }], { filter: { building_id: 'b2' } }),
  ...referenceAnswers(
    'supplierOfType',
    [
      { id: 'p1', label: 'CleanCo B.V.', detail: 'Jan Jansen' },
      { id: 'p2', label: 'Puk Schoonmaak', detail: 'Piet Puk' },
    ],
    { filter: CLEANING_SUPPLIERS },
  ),
];

export const domSpace = { id: 's1', name: 'Vergaderzaal Dom', building: { id: 'b1', name: 'Kantoor Utrecht' } };

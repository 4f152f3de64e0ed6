// What the database answers in the component tests of this remote.
import type { Answers } from '@facility/kit/testing';

export const choiceAnswers: Answers = [
  [
    ['buildings', 'by-name'],
    [
      { id: 'b1', name: 'Kantoor Utrecht', street: 'Oudegracht 120', city: 'Utrecht', floors: 4, created_at: '' },
      { id: 'b2', name: 'Zorgcentrum De Kempen', street: 'Stratumsedijk 30', city: 'Eindhoven', floors: 2, created_at: '' },
    ],
  ],
  [['spaces', 'of-building', 'b1'], [{ id: 's1', name: 'Vergaderzaal Dom', floor: 2 }]],
  [['spaces', 'of-building', 'b2'], [{ id: 's2', name: 'Recreatiezaal', floor: 0 }]],
  [
    ['suppliers', 'cleaning'],
    [
      { id: 'p1', name: 'Jan Jansen', company_name: 'CleanCo B.V.' },
      { id: 'p2', name: 'Piet Puk', company_name: '' },
    ],
  ],
];

export const domSpace = { id: 's1', name: 'Vergaderzaal Dom', building: { id: 'b1', name: 'Kantoor Utrecht' } };

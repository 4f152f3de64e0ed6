import { useMemo, useState } from 'react';
import { ListPage } from '@facility/kit';
import { openedLazily } from '@facility/ui';
import { utilitiesResource } from './utilitiesResource';
import type { Utility } from './utilityRow';

// 'Meteropname Toevoegen' holds a form: its code loads the first time it opens.
const ReadingDialog = openedLazily(() => import('./ReadingDialog').then((m) => m.ReadingDialog));

/** /utilities, with 'Meteropname toevoegen' in the menu of each readable utility. */
export default function UtilitiesPage() {
  const [reading, setReading] = useState<Utility | null>(null);
  const resource = useMemo(
    (): typeof utilitiesResource => ({
      ...utilitiesResource,
      actions: [{ label: 'Meteropname toevoegen', onClick: (u: Utility) => setReading(u), when: (u: Utility) => u.is_readable }],
    }),
    [],
  );
  return (
    <>
      <ListPage resource={resource} />
      <ReadingDialog open={reading !== null} utility={reading} onClose={() => setReading(null)} />
    </>
  );
}

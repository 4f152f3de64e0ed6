import { useMemo, useState } from 'react';
import { ListPage } from '@facility/kit';
import { utilitiesResource, type Utility } from './utilitiesResource';
import { ReadingDialog } from './ReadingDialog';

/** /utilities, with 'Meteropname toevoegen' in the menu of each readable utility. */
export default function UtilitiesPage() {
  const [reading, setReading] = useState<Utility | null>(null);
  const resource = useMemo(
    () => ({ ...utilitiesResource, actions: [{ label: 'Meteropname toevoegen', onClick: (u: Utility) => setReading(u), when: (u: Utility) => u.is_readable }] }),
    [],
  );
  return (
    <>
      <ListPage resource={resource} />
      <ReadingDialog utility={reading} onClose={() => setReading(null)} />
    </>
  );
}

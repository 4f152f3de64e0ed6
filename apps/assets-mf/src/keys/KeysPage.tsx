import { useMemo, useState } from 'react';
import { ListPage } from '@facility/kit';
import { openedLazily, useToastedAction } from '@facility/ui';
import type { Key } from './keyRow';
import { keysResource } from './keysResource';
import { takeIn } from './loans';

const TAKE_IN = {
  success: { title: 'Sleutel ingenomen', description: 'De sleutel is succesvol ingenomen.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het innemen van de sleutel.' },
};

// 'Uitgeven' holds a form: its code loads the first time it opens.
const LoanDialog = openedLazily(() => import('./LoanDialog').then((m) => m.LoanDialog));
const LoanHistoryDialog = openedLazily(() => import('./LoanHistoryDialog').then((m) => m.LoanHistoryDialog));

/** /keys, with the loan register: 'Uitgeven', 'Innemen' and the history in each row's menu. */
export default function KeysPage() {
  const [lending, setLending] = useState<Key | null>(null);
  const [history, setHistory] = useState<Key | null>(null);
  const { run: runTakeIn } = useToastedAction(takeIn, TAKE_IN);
  const resource = useMemo(
    (): typeof keysResource => ({
      ...keysResource,
      actions: [
        { label: 'Uitgeven', onClick: (key: Key) => setLending(key) },
        { label: 'Innemen', onClick: (key: Key) => void runTakeIn(key) },
        { label: 'Geschiedenis', onClick: (key: Key) => setHistory(key), readOnly: true },
      ],
    }),
    [runTakeIn],
  );
  return (
    <>
      <ListPage resource={resource} />
      <LoanDialog open={lending !== null} keyRow={lending} onClose={() => setLending(null)} />
      <LoanHistoryDialog open={history !== null} keyRow={history} onClose={() => setHistory(null)} />
    </>
  );
}

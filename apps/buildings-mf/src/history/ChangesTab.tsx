import { ListPage } from '@facility/kit';
import { changesResource } from './changesResource';
import { HistoryAccess } from './HistoryAccess';

/** Settings tab 'Wijzigingen': who changed what, when, across every table. */
export default function ChangesTab() {
  return (
    <HistoryAccess title="Wijzigingen">
      <ListPage resource={changesResource} layout="tab" />
    </HistoryAccess>
  );
}

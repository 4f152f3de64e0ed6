import { ListPage } from '@facility/kit';
import { changesResource } from './changesResource';
import { RoleGate } from '../access/RoleGate';
import { ONLY_WRITERS, WRITERS } from './historyTexts';

/** Settings tab 'Wijzigingen': who changed what, when, across every table. */
export default function ChangesTab() {
  return (
    <RoleGate title="Wijzigingen" roles={WRITERS} notice={ONLY_WRITERS}>
      <ListPage resource={changesResource} layout="tab" />
    </RoleGate>
  );
}

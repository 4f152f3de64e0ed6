import { useMemo, useState } from 'react';
import { ListPage } from '@facility/kit';
import { ConfirmDialog, useToastedAction } from '@facility/ui';
import { accessResource } from './accessResource';
import { setStaffActive } from './staffAccess';
import type { StaffMember } from './staffRow';
import { useOwnRole } from './useOwnRole';
import { RoleGate } from './RoleGate';

export const ONLY_BEHEERDER = 'Alleen een beheerder kan de toegang beheren.';

const DEACTIVATE = {
  success: { title: 'Medewerker gedeactiveerd', description: 'De medewerker kan niet meer inloggen.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het deactiveren van de medewerker.' },
};
const REACTIVATE = {
  success: { title: 'Medewerker geheractiveerd', description: 'De medewerker kan weer inloggen.' },
  failure: { title: 'Fout', text: 'Er is een fout opgetreden bij het heractiveren van de medewerker.' },
};

const deactivate = (s: StaffMember) => setStaffActive(s.id, false);
const reactivate = (s: StaffMember) => setStaffActive(s.id, true);

/** Settings tab 'Toegang': the staff, inviting, role and buildings, (de)activating; a beheerder's only. */
export default function AccessTab() {
  const { userId } = useOwnRole();
  return (
    <RoleGate title="Toegang" roles={['beheerder']} notice={ONLY_BEHEERDER}>
      <StaffList ownId={userId} />
    </RoleGate>
  );
}

function StaffList({ ownId }: { ownId: string | null }) {
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  const { run: runDeactivate, busy } = useToastedAction(deactivate, DEACTIVATE);
  const { run: runReactivate } = useToastedAction(reactivate, REACTIVATE);
  const resource = useMemo(
    (): typeof accessResource => ({
      ...accessResource,
      actions: [
        // Not oneself: a beheerder who locks themselves out needs another to return.
        { label: 'Deactiveren', onClick: (s: StaffMember) => setLeaving(s), when: (s: StaffMember) => Boolean(s.active) && s.id !== ownId },
        { label: 'Heractiveren', onClick: (s: StaffMember) => void runReactivate(s), when: (s: StaffMember) => !s.active },
      ],
    }),
    [ownId, runReactivate],
  );
  const name = leaving?.name ?? leaving?.email ?? '';
  return (
    <>
      <ListPage resource={resource} layout="tab" />
      <ConfirmDialog
        open={leaving !== null}
        title="Medewerker deactiveren?"
        text={`${name} kan daarna niet meer inloggen en wordt bij de volgende actie afgemeld. Je kunt de medewerker later heractiveren.`}
        cancelLabel="Annuleren"
        confirmLabel="Deactiveren"
        busy={busy}
        onCancel={() => setLeaving(null)}
        onConfirm={async () => {
          if (leaving && (await runDeactivate(leaving))) setLeaving(null);
        }}
      />
    </>
  );
}

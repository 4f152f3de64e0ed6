import { useMemo, useState } from 'react';
import type { ServiceKind } from '@facility/data/records';
import type { RowActionDefinition } from '@facility/kit';
import { openedLazily } from '@facility/ui';
import type { ServiceTarget } from './ServiceDialog';

const BOTH: readonly ServiceKind[] = ['maintenance', 'inspection'];

// The dialog holds a form: its code loads the first time it opens.
const ServiceDialog = openedLazily(() => import('./ServiceDialog').then((m) => m.ServiceDialog));

type Target = { provision: ServiceTarget & { requires_inspection: boolean }; kind: ServiceKind };

/**
 * The row actions 'Onderhoud uitgevoerd' and (for provisions that require inspection)
 * 'Keuring uitgevoerd', and the dialog they open.
 */
export function useServiceActions<Row extends ServiceTarget & { requires_inspection: boolean }>(kinds: readonly ServiceKind[] = BOTH) {
  const [target, setTarget] = useState<Target | null>(null);
  const actions = useMemo<RowActionDefinition<Row>[]>(
    () => [
      ...(kinds.includes('maintenance') ? [{ label: 'Onderhoud uitgevoerd', onClick: (row: Row) => setTarget({ provision: row, kind: 'maintenance' }) }] : []),
      ...(kinds.includes('inspection')
        ? [
            {
              label: 'Keuring uitgevoerd',
              onClick: (row: Row) => setTarget({ provision: row, kind: 'inspection' }),
              // Only a provision that requires inspection is inspected (the database refuses others).
              when: (row: Row) => row.requires_inspection,
            },
          ]
        : []),
    ],
    [kinds],
  );
  const dialog = <ServiceDialog open={target !== null} target={target} onClose={() => setTarget(null)} />;
  return { actions, dialog };
}

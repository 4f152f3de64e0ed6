import { callRpc } from '@facility/data/records';
import type { MalfunctionValues } from './malfunctionSchema';

/**
 * The malfunction (its own row: `id`, or a new one when null) and its provision's
 * status in one database call (save_malfunction): both change or neither does.
 */
export function saveMalfunction(values: MalfunctionValues, id: string | null): Promise<string> {
  return callRpc(
    'save_malfunction',
    {
      p_id: id as string,
      p_technical_provision_id: values.technical_provision_id,
      p_supplier_id: values.supplier_id as string,
      p_description: values.description,
      p_started_at: values.started_at.toISOString(),
      p_resolved_at: values.resolved_at ? values.resolved_at.toISOString() : (null as unknown as string),
      p_priority: values.priority,
      p_status: values.status,
    },
    { refreshes: ['malfunctions', 'technical_provisions'] },
  );
}

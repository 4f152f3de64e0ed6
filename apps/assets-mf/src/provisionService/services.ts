import { insertRow, type From, type ServiceKind } from '@facility/data/records';
import type { ServiceValues } from './serviceSchema';

/**
 * Records performed maintenance or an inspection. The database moves the provision's
 * next date in the same statement (provision_services_record), so both or neither.
 */
export async function recordService(provisionId: string, kind: ServiceKind, service: ServiceValues) {
  const row = { technical_provision_id: provisionId, kind, ...service, next_date: service.next_date as string };
  await insertRow('provision_services', row, { refreshes: ['technical_provisions'] });
}

/** A provision's history, newest first. */
export const serviceHistory = (provisionId: string) => (from: From) =>
  from('provision_services')
    .select('*, mechanic:mechanics(id, name), supplier:suppliers(id, company_name, name)')
    .eq('technical_provision_id', provisionId)
    .order('performed_on', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });

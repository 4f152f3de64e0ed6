import { refreshTable, supabase, unwrap, type ServiceKind } from '@facility/data/records';
import type { ServiceValues } from './serviceSchema';

/**
 * Records performed maintenance or an inspection. The database moves the provision's
 * next date in the same statement (provision_services_record), so both or neither.
 */
export async function recordService(provisionId: string, kind: ServiceKind, service: ServiceValues) {
  unwrap(await supabase().from('provision_services').insert({ technical_provision_id: provisionId, kind, ...service, next_date: service.next_date as string }).select('id'));
  await Promise.all([refreshTable('technical_provisions'), refreshTable('provision_services')]);
}

/** A provision's history, newest first. */
export function serviceHistoryQuery(provisionId: string) {
  return supabase()
    .from('provision_services')
    .select('*, mechanic:mechanics(id, name), supplier:suppliers(id, company_name, name)')
    .eq('technical_provision_id', provisionId)
    .order('performed_on', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
}

import { useTableQuery } from '@facility/data/records';

export interface ProvisionChoice {
  id: string;
  device_name: string;
  type_and_model: string;
  service_company_id: string | null;
  status: string;
}

/**
 * The technical provisions in the spaces of one building, by device name (records.md §7:
 * read filtered by building of the space), with what a chosen one pre-fills: its status
 * and service company. Asks nothing until a building is chosen.
 */
export function useProvisionsOfBuilding(buildingId: string | null | undefined) {
  return useTableQuery<ProvisionChoice[]>(buildingId ? ['technical_provisions', 'of-building', buildingId] : null, (db) =>
    db
      .from('technical_provisions')
      .select('id, device_name, type_and_model, service_company_id, status, space:spaces!inner(building_id)')
      .eq('space.building_id', buildingId as string)
      .order('device_name')
      .order('id') as never,
  );
}

/** 'Lift A (Schindler 3300)'. */
export function provisionLabel(p: { device_name: string; type_and_model: string }) {
  return p.type_and_model ? `${p.device_name} (${p.type_and_model})` : p.device_name;
}

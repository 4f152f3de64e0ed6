import type { Selected } from '@facility/data/records';

/** The provision with what the list, the form and the dialog name. */
export const PROVISION_SELECT = `*, space:spaces(id, name, building_id, building_name), facility_type:facility_types(id, name),
  installer:suppliers!technical_provisions_installer_id_fkey(id, company_name, name),
  service_company:suppliers!technical_provisions_service_company_id_fkey(id, company_name, name),
  company:companies(id, name), owners_technical_provisions(owner_id, owner:owners(id, company_name))`;
export type TechnicalProvision = Selected<'technical_provisions', typeof PROVISION_SELECT>;

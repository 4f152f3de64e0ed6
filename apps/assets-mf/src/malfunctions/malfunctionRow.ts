import type { Selected } from '@facility/data/records';

/** What the malfunctions list reads of a malfunction: with its provision (and that one's building) and supplier. */
export const MALFUNCTION_SELECT =
  '*, technical_provision:technical_provisions(id, device_name, type_and_model, status, space:spaces(building_id)), supplier:suppliers(id, company_name, name)';
export type Malfunction = Selected<'malfunctions', typeof MALFUNCTION_SELECT>;

/** The suppliers linked to the facility type named exactly 'Schoonmaak' (spec §7, decisions.md): the filter of the supplier choice. */
export const CLEANING_SUPPLIERS = { facility_type_name: 'Schoonmaak' };

/** Shown as company name, or else the contact's name. */
export const supplierText = (supplier: { name: string | null; company_name: string | null } | null) => supplier?.company_name || supplier?.name || '';

import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalText, optionalWholeNumber, requiredText } from '@facility/data/fields';
import { optionalDay, requiredDay } from '../common/days';

const LIMITS = TEXT_LIMITS.technical_provisions;

/** An interval in whole months, 1 to 120 (technical_provisions_*_interval_range). */
const months = (message: string) => optionalWholeNumber(message, { min: { value: 1, message }, max: { value: 120, message } });

/** A date of the provision may not lie before its installation (the *_after_installation CHECKs); empty is fine. */
const notBefore = (installation: string | undefined, date: string | null | undefined) => !date || !installation || date >= installation;

// 'Voorziening Toevoegen' / bewerken. The database refuses the same (technical_provisions_*
// CHECKs); the building is only the choice that narrows the spaces and is not stored.
export const provisionSchema = v.pipe(
  v.object({
    device_name: requiredText('Apparaat is verplicht', { max: LIMITS.device_name }),
    type_and_model: requiredText('Type en model is verplicht', { max: LIMITS.type_and_model }),
    manufacturer: requiredText('Fabrikant is verplicht', { max: LIMITS.manufacturer }),
    serial_number: requiredText('Serienummer is verplicht', { max: LIMITS.serial_number }),
    compatibility: optionalText({ max: LIMITS.compatibility }),
    building_id: optionalText(),
    space_id: optionalText(),
    facility_type_id: optionalText(),
    service_company_id: optionalText(),
    installer_id: optionalText(),
    installation_date: requiredDay('Installatiedatum is verplicht', CHECK_MESSAGES.technical_provisions_installation_date_not_future),
    warranty_end_date: optionalDay(),
    next_maintenance_date: optionalDay(),
    maintenance_interval_months: months(CHECK_MESSAGES.technical_provisions_maintenance_interval_range),
    requires_inspection: v.boolean(),
    next_inspection_date: optionalDay(),
    inspection_interval_months: months(CHECK_MESSAGES.technical_provisions_inspection_interval_range),
    status: v.picklist(['active', 'in_repair', 'out_of_order'], CHECK_MESSAGES.technical_provisions_status_check),
    company_id: optionalText(),
    /** The owner (owners_technical_provisions), saved with the provision in one transaction. */
    owner_id: optionalText(),
  }),
  v.forward(
    v.partialCheck([['installation_date'], ['warranty_end_date']], (p) => notBefore(p.installation_date, p.warranty_end_date), CHECK_MESSAGES.technical_provisions_warranty_after_installation),
    ['warranty_end_date'],
  ),
  v.forward(
    v.partialCheck([['installation_date'], ['next_maintenance_date']], (p) => notBefore(p.installation_date, p.next_maintenance_date), CHECK_MESSAGES.technical_provisions_next_maintenance_after_installation),
    ['next_maintenance_date'],
  ),
  v.forward(
    v.partialCheck(
      [['installation_date'], ['next_inspection_date'], ['requires_inspection']],
      (p) => !p.requires_inspection || notBefore(p.installation_date, p.next_inspection_date),
      CHECK_MESSAGES.technical_provisions_next_inspection_after_installation,
    ),
    ['next_inspection_date'],
  ),
  // Without inspection there is no inspection date or interval: saved empty (records.md).
  v.transform((values) => {
    const p: Omit<typeof values, 'building_id'> & { building_id?: string | null } = { ...values };
    delete p.building_id;
    return p.requires_inspection ? p : { ...p, next_inspection_date: null, inspection_interval_months: null };
  }),
);

export type ProvisionInput = v.InferInput<typeof provisionSchema>;
export type ProvisionValues = v.InferOutput<typeof provisionSchema>;

/** A new provision: installed today, active, no inspection (records.md §9). */
export function emptyProvision(today = new Date()): ProvisionInput {
  return {
    device_name: '',
    type_and_model: '',
    manufacturer: '',
    serial_number: '',
    compatibility: '',
    building_id: '',
    space_id: '',
    facility_type_id: '',
    service_company_id: '',
    installer_id: '',
    installation_date: today,
    warranty_end_date: null,
    next_maintenance_date: null,
    maintenance_interval_months: '',
    requires_inspection: false,
    next_inspection_date: null,
    inspection_interval_months: '',
    status: 'active',
    company_id: '',
    owner_id: '',
  };
}

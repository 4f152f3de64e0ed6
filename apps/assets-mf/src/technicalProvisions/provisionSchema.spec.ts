import * as v from 'valibot';
import { emptyProvision, provisionSchema } from './provisionSchema';

const day = (iso: string) => new Date(`${iso}T00:00:00`);
const issues = (input: unknown) => Object.fromEntries((v.safeParse(provisionSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));
const base = { ...emptyProvision(day('2026-01-10')), device_name: 'Lift', type_and_model: 'X', manufacturer: 'Kone', serial_number: 'S1' };

describe('provisionSchema', () => {
  it('refuses dates before the installation, as the database does', () => {
    expect(issues({ ...base, warranty_end_date: day('2026-01-09'), next_maintenance_date: day('2026-01-09') })).toEqual({
      warranty_end_date: 'De garantie kan niet eindigen voor de installatiedatum.',
      next_maintenance_date: 'De volgende onderhoudsdatum kan niet voor de installatiedatum liggen.',
    });
    expect(issues({ ...base, requires_inspection: true, next_inspection_date: day('2026-01-09') })).toEqual({
      next_inspection_date: 'De volgende keuringsdatum kan niet voor de installatiedatum liggen.',
    });
  });

  it('takes intervals of 1 to 120 whole months', () => {
    const message = 'Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.';
    expect(issues({ ...base, maintenance_interval_months: '121' })).toEqual({ maintenance_interval_months: message });
    expect(issues({ ...base, maintenance_interval_months: '1.5' })).toEqual({ maintenance_interval_months: message });
    expect(v.parse(provisionSchema, { ...base, maintenance_interval_months: '120' })).toMatchObject({ maintenance_interval_months: 120 });
  });

  it('saves the inspection date and interval empty without inspection, and stores days and empty choices as the database does', () => {
    const values = v.parse(provisionSchema, { ...base, building_id: 'b1', next_inspection_date: day('2026-03-01'), inspection_interval_months: '12' });
    expect(values).toEqual({
      device_name: 'Lift',
      type_and_model: 'X',
      manufacturer: 'Kone',
      serial_number: 'S1',
      compatibility: null,
      space_id: null,
      facility_type_id: null,
      service_company_id: null,
      installer_id: null,
      installation_date: '2026-01-10',
      warranty_end_date: null,
      next_maintenance_date: null,
      maintenance_interval_months: null,
      requires_inspection: false,
      next_inspection_date: null,
      inspection_interval_months: null,
      status: 'active',
      company_id: null,
      owner_id: null,
    });
    expect(v.parse(provisionSchema, { ...base, requires_inspection: true, next_inspection_date: day('2026-03-01'), inspection_interval_months: '12' })).toMatchObject({
      next_inspection_date: '2026-03-01',
      inspection_interval_months: 12,
    });
  });

  it('refuses an installation after today; the next dates may lie in the future', () => {
    expect(issues({ ...base, installation_date: day('2199-01-01') })).toEqual({ installation_date: 'De installatiedatum kan niet in de toekomst liggen.' });
    expect(issues({ ...base, installation_date: new Date(), warranty_end_date: day('2199-01-01'), next_maintenance_date: day('2199-01-01') })).toEqual({});
  });
});

import {
  CLEANING_REQUEST_STATUS_LABELS,
  COLUMN_LABELS,
  COMPLAINT_STATUS_LABELS,
  ENTRANCE_TYPE_LABELS,
  HOUSING_STATUS_LABELS,
  HOUSING_TYPE_LABELS,
  PARKING_TYPE_LABELS,
  PRIORITY_LABELS,
  PROVISION_STATUS_LABELS,
  RECURRENCE_PATTERN_LABELS,
  UTILITY_TYPE_LABELS,
  labelFor,
  labelOptions,
  malfunctionState,
  yesNo,
} from './labels';

describe('labels', () => {
  it('has the spec labels for every enum value', () => {
    expect(ENTRANCE_TYPE_LABELS).toEqual({ entrance: 'Ingang', exit: 'Uitgang', both: 'In-/uitgang', vehicles: 'Voertuigen' });
    expect(HOUSING_TYPE_LABELS).toEqual({ rent: 'Huur', sale: 'Koop' });
    expect(HOUSING_STATUS_LABELS).toEqual({ occupied: 'Bewoond', rented: 'Verhuurd', sold: 'Verkocht', reserved: 'Gereserveerd' });
    expect(RECURRENCE_PATTERN_LABELS).toEqual({ daily: 'Dagelijks', weekly: 'Wekelijks', monthly: 'Maandelijks', yearly: 'Jaarlijks' });
    expect(PROVISION_STATUS_LABELS).toEqual({ active: 'Actief', in_repair: 'In reparatie', out_of_order: 'Buiten gebruik' });
    expect(PARKING_TYPE_LABELS).toEqual({ regular: 'Regulier', disabled: 'Invalide', visitor: 'Bezoeker', electric: 'Elektrisch' });
    expect(PRIORITY_LABELS).toEqual({ low: 'Laag', medium: 'Gemiddeld', high: 'Hoog', critical: 'Kritiek' });
    expect(CLEANING_REQUEST_STATUS_LABELS).toEqual({
      pending: 'In behandeling',
      approved: 'Goedgekeurd',
      completed: 'Afgerond',
      cancelled: 'Geannuleerd',
    });
    expect(COMPLAINT_STATUS_LABELS).toEqual({
      open: 'Open',
      in_progress: 'In behandeling',
      resolved: 'Opgelost',
      cancelled: 'Geannuleerd',
    });
    expect(Object.keys(UTILITY_TYPE_LABELS)).toEqual(['Elektriciteit', 'Water', 'Gas', 'Internet', 'Warmte', 'Anders']);
  });

  it('ties label maps to table columns', () => {
    expect(COLUMN_LABELS.malfunctions.priority).toBe(PRIORITY_LABELS);
    expect(COLUMN_LABELS.housing.status).toBe(HOUSING_STATUS_LABELS);
  });

  it('shows unknown values raw and empty values empty', () => {
    expect(labelFor(PRIORITY_LABELS, 'high')).toBe('Hoog');
    expect(labelFor(COMPLAINT_STATUS_LABELS, 'escalated')).toBe('escalated');
    expect(labelFor(PRIORITY_LABELS, 'toString')).toBe('toString');
    expect(labelFor(PRIORITY_LABELS, null)).toBe('');
    expect(labelFor(PRIORITY_LABELS, undefined)).toBe('');
  });

  it('turns a map into options in order', () => {
    expect(labelOptions(HOUSING_TYPE_LABELS)).toEqual([
      { value: 'rent', label: 'Huur' },
      { value: 'sale', label: 'Koop' },
    ]);
  });

  it('derives malfunction state and yes/no', () => {
    expect(malfunctionState(null)).toBe('open');
    expect(malfunctionState('2026-11-21T10:00:00Z')).toBe('resolved');
    expect(yesNo(true)).toBe('Ja');
    expect(yesNo(false)).toBe('Nee');
    expect(yesNo(null)).toBe('Nee');
  });
});

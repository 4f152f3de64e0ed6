// Dutch labels for every enum-like value stored in the database. The database
// stores English keys (text + CHECK constraint, see supabase/migrations); the
// screens show these labels. Unknown values are shown as they are.
import type { Database } from './database.types';

type PublicTables = Database['public']['Tables'];

export const ENTRANCE_TYPE_LABELS = {
  entrance: 'Ingang',
  exit: 'Uitgang',
  both: 'In-/uitgang',
  vehicles: 'Voertuigen',
} as const;

export const HOUSING_TYPE_LABELS = {
  rent: 'Huur',
  sale: 'Koop',
} as const;

export const HOUSING_STATUS_LABELS = {
  occupied: 'Bewoond',
  rented: 'Verhuurd',
  sold: 'Verkocht',
  reserved: 'Gereserveerd',
} as const;

export const RECURRENCE_PATTERN_LABELS = {
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
  monthly: 'Maandelijks',
  yearly: 'Jaarlijks',
} as const;

export const PROVISION_STATUS_LABELS = {
  active: 'Actief',
  in_repair: 'In reparatie',
  out_of_order: 'Buiten gebruik',
} as const;

export const PARKING_TYPE_LABELS = {
  regular: 'Regulier',
  disabled: 'Invalide',
  visitor: 'Bezoeker',
  electric: 'Elektrisch',
} as const;

export const PRIORITY_LABELS = {
  low: 'Laag',
  medium: 'Gemiddeld',
  high: 'Hoog',
  critical: 'Kritiek',
} as const;

export const CLEANING_REQUEST_STATUS_LABELS = {
  pending: 'In behandeling',
  approved: 'Goedgekeurd',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
} as const;

export const COMPLAINT_STATUS_LABELS = {
  open: 'Open',
  in_progress: 'In behandeling',
  resolved: 'Opgelost',
  cancelled: 'Geannuleerd',
} as const;

/** Utility types are stored in Dutch, as the spec lists them. */
export const UTILITY_TYPE_LABELS = {
  Elektriciteit: 'Elektriciteit',
  Water: 'Water',
  Gas: 'Gas',
  Internet: 'Internet',
  Warmte: 'Warmte',
  Anders: 'Anders',
} as const;

/** A malfunction is open while resolved_at is empty (see malfunctionState). */
export const MALFUNCTION_STATE_LABELS = {
  open: 'Open',
  resolved: 'Opgelost',
} as const;

/** A row of a key's loan history (key_loans.kind): handed out or taken back. */
export const KEY_LOAN_KIND_LABELS = {
  out: 'Uitgegeven',
  in: 'Ingenomen',
} as const;

/** A row of a provision's history (provision_services.kind): maintenance or an inspection performed. */
export const SERVICE_KIND_LABELS = {
  maintenance: 'Onderhoud',
  inspection: 'Keuring',
} as const;

/** staff.role (supabase/migrations/20261129000100_staff_access.sql). */
export const STAFF_ROLE_LABELS = {
  beheerder: 'Beheerder',
  medewerker: 'Medewerker',
  lezer: 'Lezer',
} as const;

export type EntranceType = keyof typeof ENTRANCE_TYPE_LABELS;
export type HousingType = keyof typeof HOUSING_TYPE_LABELS;
export type HousingStatus = keyof typeof HOUSING_STATUS_LABELS;
export type RecurrencePattern = keyof typeof RECURRENCE_PATTERN_LABELS;
export type ProvisionStatus = keyof typeof PROVISION_STATUS_LABELS;
export type ParkingType = keyof typeof PARKING_TYPE_LABELS;
export type Priority = keyof typeof PRIORITY_LABELS;
export type CleaningRequestStatus = keyof typeof CLEANING_REQUEST_STATUS_LABELS;
export type ComplaintStatus = keyof typeof COMPLAINT_STATUS_LABELS;
export type UtilityType = keyof typeof UTILITY_TYPE_LABELS;
export type MalfunctionState = keyof typeof MALFUNCTION_STATE_LABELS;
export type KeyLoanKind = keyof typeof KEY_LOAN_KIND_LABELS;
export type ServiceKind = keyof typeof SERVICE_KIND_LABELS;
export type StaffRole = keyof typeof STAFF_ROLE_LABELS;

type LabelMap = Readonly<Record<string, string>>;

/**
 * Which column of which table each label map belongs to. `satisfies` checks the
 * table and column names against the generated Database type, so a renamed
 * column breaks the build here.
 */
export const COLUMN_LABELS = {
  entrances_and_exits: { type: ENTRANCE_TYPE_LABELS },
  housing: { type: HOUSING_TYPE_LABELS, status: HOUSING_STATUS_LABELS },
  tasks: { recurrence_pattern: RECURRENCE_PATTERN_LABELS },
  technical_provisions: { status: PROVISION_STATUS_LABELS },
  parking_spaces: { type: PARKING_TYPE_LABELS },
  malfunctions: { priority: PRIORITY_LABELS },
  cleaning_requests: { status: CLEANING_REQUEST_STATUS_LABELS },
  cleaning_complaints: { status: COMPLAINT_STATUS_LABELS },
  utilities: { type: UTILITY_TYPE_LABELS },
  key_loans: { kind: KEY_LOAN_KIND_LABELS },
  provision_services: { kind: SERVICE_KIND_LABELS },
  staff: { role: STAFF_ROLE_LABELS },
} as const satisfies {
  [T in keyof PublicTables]?: { [C in keyof PublicTables[T]['Row']]?: LabelMap };
};

/** The Dutch label of `value`, or the value itself when the map does not know it ('' for empty). */
export function labelFor(map: LabelMap, value: string | null | undefined): string {
  if (value == null) return '';
  return Object.prototype.hasOwnProperty.call(map, value) ? map[value] : value;
}

/** The map as select options, in the map's order: [{ value: 'low', label: 'Laag' }, ...]. */
export function labelOptions<M extends LabelMap>(map: M): { value: keyof M & string; label: string }[] {
  return Object.entries(map).map(([value, label]) => ({ value: value as keyof M & string, label }));
}

/** 'open' while resolved_at is empty, 'resolved' once it is set. */
export function malfunctionState(resolvedAt: string | null | undefined): MalfunctionState {
  return resolvedAt ? 'resolved' : 'open';
}

/** Ja / Nee for booleans (e.g. the 'Uitlezen' badge). */
export function yesNo(value: boolean | null | undefined): 'Ja' | 'Nee' {
  return value ? 'Ja' : 'Nee';
}

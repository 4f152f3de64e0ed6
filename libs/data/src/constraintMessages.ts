// The Dutch text of each constraint of supabase/migrations: which CHECK, UNIQUE or
// foreign key refused a change, in words the user can act on. A new constraint needs
// a line here (a new <table>_<column>_length CHECK: its limit in TEXT_LIMITS). Loading
// this module gives toDutchMessage (errors.ts) these texts.
import { constraintName, MESSAGES } from './errors';
import { quoted, registerConstraintCatalogue, type BackendErrorLike } from './errorText';

/**
 * The most characters each free text column takes: the `<table>_<column>_length`
 * CHECKs of supabase/migrations (20261122000002_value_rules.sql). The forms use the
 * same numbers (requiredText / optionalText `max` in @facility/data/fields).
 */
export const TEXT_LIMITS = {
  buildings: { name: 200, street: 200, city: 200 },
  entrances_and_exits: { name: 200, description: 5000 },
  facility_types: { name: 200, description: 5000 },
  spaces: { name: 200, comments: 5000 },
  housing: { street: 200, house_number: 20, orientation: 200, entrance: 200, comments: 5000 },
  tasks: { title: 200, comments: 5000 },
  key_cabinets: { name: 200 },
  keys: { number: 50, brand: 200, description: 5000, characteristics: 200 },
  suppliers: {
    company_name: 200,
    name: 200,
    email: 254,
    phone: 30,
    address: 200,
    city: 200,
    country: 200,
    website: 500,
    comments: 5000,
  },
  mechanics: { name: 200, mobile_phone: 30, comments: 5000 },
  key_loans: { borrower_name: 200, borrower_company: 200, borrower_phone: 30 },
  companies: {
    name: 200,
    contact_person: 200,
    email: 254,
    phone: 30,
    street: 200,
    house_number: 20,
    city: 200,
    comments: 5000,
  },
  owners: {
    company_name: 200,
    contact_person: 200,
    email: 254,
    phone: 30,
    address: 200,
    city: 200,
    country: 200,
    comments: 5000,
  },
  technical_provisions: { device_name: 200, type_and_model: 200, manufacturer: 200, serial_number: 100, compatibility: 200 },
  provision_services: { note: 2000 },
  utilities: { meter_number: 100, capacity: 200, shutoff_point: 5000 },
  malfunctions: { description: 5000 },
  parking_spaces: { space_number: 50, location: 200, comments: 5000 },
  cleaning_requests: { description: 5000 },
  cleaning_complaints: { description: 5000 },
  nuisances: { description: 5000 },
  staff: { name: 200 },
} as const satisfies Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * The free text columns whose form field is multi-line (descriptions, comments, the
 * note of a service, the shut-off point): they keep line breaks (\n, \r\n). Every
 * other free text column is one line. (supabase/migrations/20261127001000_text_rules.sql)
 */
const MULTILINE_TEXT: Readonly<Partial<Record<keyof typeof TEXT_LIMITS, readonly string[]>>> = {
  entrances_and_exits: ['description'],
  facility_types: ['description'],
  spaces: ['comments'],
  housing: ['comments'],
  tasks: ['comments'],
  keys: ['description'],
  suppliers: ['comments'],
  mechanics: ['comments'],
  companies: ['comments'],
  owners: ['comments'],
  provision_services: ['note'],
  utilities: ['shutoff_point'],
  malfunctions: ['description'],
  parking_spaces: ['comments'],
  cleaning_requests: ['description'],
  cleaning_complaints: ['description'],
  nuisances: ['description'],
};

/** Columns of TEXT_LIMITS with a format (their *_format CHECK refuses every control character). */
const FORMATTED_TEXT: Readonly<Partial<Record<keyof typeof TEXT_LIMITS, readonly string[]>>> = {
  suppliers: ['email', 'phone', 'website'],
  mechanics: ['mobile_phone'],
  key_loans: ['borrower_phone'],
  companies: ['email', 'phone'],
  owners: ['email', 'phone'],
};

/**
 * The control character rule of each free text column (TEXT_LIMITS without the
 * formatted ones): 'single_line' (no control character at all: <table>_<column>_single_line)
 * or 'printable' (line breaks only: <table>_<column>_printable).
 */
export const LINE_RULES: Readonly<Record<string, Readonly<Record<string, 'single_line' | 'printable'>>>> = Object.fromEntries(
  Object.entries(TEXT_LIMITS).map(([table, columns]) => {
    const key = table as keyof typeof TEXT_LIMITS;
    const rules = Object.keys(columns)
      .filter((column) => !FORMATTED_TEXT[key]?.includes(column))
      .map((column) => [column, MULTILINE_TEXT[key]?.includes(column) ? 'printable' : 'single_line']);
    return [table, Object.fromEntries(rules)];
  }),
);

/** A control character (tab, line break, escape…) in a text of one line (the *_single_line CHECKs). */
export const SINGLE_LINE_MESSAGE = 'Deze tekst mag geen regeleinde, tab of ander onzichtbaar stuurteken bevatten.';
/** A control character other than a line break in a multi-line text (the *_printable CHECKs). */
export const PRINTABLE_MESSAGE = 'Deze tekst mag geen tab of ander onzichtbaar stuurteken bevatten (een regeleinde wel).';

const LINE_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(LINE_RULES).flatMap(([table, columns]) =>
    Object.entries(columns).map(([column, rule]) => [
      `${table}_${column}_${rule}`,
      rule === 'single_line' ? SINGLE_LINE_MESSAGE : PRINTABLE_MESSAGE,
    ]),
  ),
);

/** The text for a value longer than `max` characters (a *_length CHECK, or varchar(max)). */
export function tooLongMessage(max: number): string {
  return `Deze tekst is te lang (maximaal ${max} tekens).`;
}

const LENGTH_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(TEXT_LIMITS).flatMap(([table, columns]) =>
    Object.entries(columns).map(([column, max]) => [`${table}_${column}_length`, tooLongMessage(max)]),
  ),
);

/** '<what> moet tussen 1 januari 1900 en 31 december 2200 liggen.' (the *_range CHECKs of dates). */
const inDateRange = (what: string) => `${what} moet tussen 1 januari 1900 en 31 december 2200 liggen.`;

const PHONE_FORMAT = 'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.';
const POSTCODE_FORMAT = 'Ongeldige postcode: gebruik vier cijfers, een spatie en twee hoofdletters (bijvoorbeeld 1234 AB).';
const KVK_FORMAT = 'Een KvK-nummer bestaat uit 8 cijfers.';
const VAT_FORMAT = 'Ongeldig btw-nummer: gebruik NL, 9 cijfers, B en 2 cijfers (bijvoorbeeld NL123456789B01).';

/** CHECK constraints (including the ones raised by triggers) -> Dutch message. */
export const CHECK_MESSAGES: Readonly<Record<string, string>> = {
  ...LENGTH_MESSAGES,
  ...LINE_MESSAGES,
  buildings_name_not_blank: 'Vul de naam van het gebouw in.',
  buildings_street_not_blank: 'Vul de straat van het gebouw in.',
  buildings_city_not_blank: 'Vul de plaats van het gebouw in.',
  buildings_floors_min: 'Het aantal etages moet minimaal 1 zijn.',
  buildings_floors_max: 'Het aantal etages mag niet hoger zijn dan 200.',
  buildings_floors_cover_spaces:
    'Het aantal etages kan niet lager worden: er liggen ruimtes op een hogere etage van dit gebouw.',
  buildings_floors_cover_housing:
    'Het aantal etages kan niet lager worden: er liggen woningen op een hogere etage van dit gebouw.',
  entrances_and_exits_name_not_blank: 'Vul de naam van de in-/uitgang in.',
  entrances_and_exits_type_check: 'Kies een geldig type in-/uitgang.',
  entrances_and_exits_floor_range: 'De etage moet tussen 0 en 200 liggen.',
  facility_types_name_not_blank: 'Naam is verplicht',
  spaces_name_not_blank: 'Vul de naam van de ruimte in.',
  spaces_floor_min: 'De etage moet 0 of hoger zijn.',
  spaces_floor_within_building: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
  spaces_entrance_same_building: 'De in-/uitgang en de ruimte moeten bij hetzelfde gebouw horen.',
  housing_house_number_not_blank: 'Vul een huisnummer in.',
  housing_floor_min: 'De etage moet 0 of hoger zijn.',
  housing_floor_within_building: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
  housing_square_meters_min: 'Het aantal vierkante meters mag niet negatief zijn.',
  housing_square_meters_max: 'Het aantal vierkante meters moet een getal van 0 tot en met 100000 zijn.',
  housing_balcony_size_min: 'De balkongrootte mag niet negatief zijn.',
  housing_balcony_size_max: 'De balkongrootte moet een getal van 0 tot en met 100000 zijn.',
  housing_type_check: 'Kies een geldig type woning (Huur of Koop).',
  housing_status_check: 'Kies een geldige status voor de woning.',
  tasks_title_not_blank: 'Vul een taaknaam en startdatum in.',
  tasks_hours_spent_min: 'Het aantal bestede uren mag niet negatief zijn.',
  tasks_hours_spent_max: 'Het aantal bestede uren moet een getal van 0 tot en met 10000 zijn.',
  tasks_hours_spent_step: 'Bestede uren gaan in stappen van 0,5.',
  tasks_end_date_after_start: 'De einddatum mag niet voor de startdatum liggen.',
  tasks_completed_at_matches: 'Een voltooide taak heeft een voltooiingsmoment, een open taak niet.',
  tasks_recurrence_pattern_check: 'Kies een geldig herhalingspatroon.',
  tasks_recurring_requires_pattern: 'Selecteer een herhalingspatroon voor de terugkerende taak.',
  tasks_recurrence_only_when_recurring:
    'Een herhalingspatroon of einddatum van de herhaling hoort alleen bij een terugkerende taak.',
  tasks_recurrence_end_after_start: 'De einddatum van de herhaling mag niet voor de startdatum liggen.',
  tasks_next_occurrence_only_when_completed_recurring:
    'Alleen een voltooide terugkerende taak heeft een volgende keer, en die ligt na het voltooien.',
  tasks_start_date_range: inDateRange('De startdatum'),
  tasks_end_date_range: inDateRange('De einddatum'),
  tasks_recurrence_end_date_range: inDateRange('De einddatum van de herhaling'),
  tasks_next_occurrence_at_range: inDateRange('De volgende keer van de taak'),
  key_cabinets_name_not_blank: 'Naam is verplicht',
  keys_number_not_blank: 'Nummer is verplicht',
  keys_floor_range: 'De etage moet tussen 0 en 200 liggen.',
  suppliers_company_name_not_blank: 'Bedrijfsnaam is verplicht',
  suppliers_email_format: 'Ongeldig e-mailadres',
  suppliers_website_format: 'Ongeldige website URL',
  suppliers_phone_format: PHONE_FORMAT,
  suppliers_postal_code_format: POSTCODE_FORMAT,
  suppliers_kvk_number_format: KVK_FORMAT,
  suppliers_vat_number_format: VAT_FORMAT,
  mechanics_name_not_blank: 'Naam is verplicht',
  mechanics_mobile_phone_format: PHONE_FORMAT,
  key_loans_kind_check: 'Kies een geldige soort: uitgifte of inname.',
  key_loans_borrower_name_not_blank: 'Naam is verplicht',
  key_loans_borrower_phone_format: PHONE_FORMAT,
  key_loans_out_has_dates: 'Vul de uitgiftedatum en de terugbrengdatum in.',
  key_loans_handed_out_on_range: inDateRange('De uitgiftedatum'),
  key_loans_due_date_range: inDateRange('De terugbrengdatum'),
  key_loans_due_after_handed_out: 'De terugbrengdatum mag niet voor de uitgiftedatum liggen.',
  key_loans_key_already_out: 'Deze sleutel is al uitgegeven. Neem de sleutel eerst in.',
  key_loans_key_not_out: 'Deze sleutel is niet uitgegeven en kan dus niet worden ingenomen.',
  key_loans_immutable: 'De uitgiftegeschiedenis van een sleutel kan niet worden gewijzigd of verwijderd.',
  companies_name_not_blank: 'VvE naam is verplicht',
  companies_email_format: 'Ongeldig e-mailadres',
  companies_phone_format: PHONE_FORMAT,
  companies_postal_code_format: POSTCODE_FORMAT,
  owners_company_name_not_blank: 'Bedrijfsnaam is verplicht',
  owners_email_format: 'Ongeldig e-mailadres',
  owners_phone_format: PHONE_FORMAT,
  owners_postal_code_format: POSTCODE_FORMAT,
  owners_kvk_number_format: KVK_FORMAT,
  owners_vat_number_format: VAT_FORMAT,
  technical_provisions_device_name_not_blank: 'Vul de naam van het apparaat in.',
  technical_provisions_type_and_model_not_blank: 'Vul type en model in.',
  technical_provisions_manufacturer_not_blank: 'Vul de fabrikant in.',
  technical_provisions_serial_number_not_blank: 'Vul het serienummer in.',
  technical_provisions_status_check: 'Kies een geldige status (Actief, In reparatie of Buiten gebruik).',
  technical_provisions_warranty_after_installation: 'De garantie kan niet eindigen voor de installatiedatum.',
  technical_provisions_inspection_requires_flag:
    'Een volgende keuringsdatum kan alleen worden ingevuld als keuring vereist is.',
  technical_provisions_next_inspection_after_installation:
    'De volgende keuringsdatum kan niet voor de installatiedatum liggen.',
  technical_provisions_next_maintenance_after_installation:
    'De volgende onderhoudsdatum kan niet voor de installatiedatum liggen.',
  technical_provisions_installation_date_range: inDateRange('De installatiedatum'),
  technical_provisions_warranty_end_date_range: inDateRange('De einddatum van de garantie'),
  technical_provisions_next_inspection_date_range: inDateRange('De volgende keuringsdatum'),
  technical_provisions_next_maintenance_date_range: inDateRange('De volgende onderhoudsdatum'),
  technical_provisions_maintenance_interval_range: 'Het onderhoudsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.',
  technical_provisions_inspection_interval_range: 'Het keuringsinterval moet een heel aantal maanden van 1 tot en met 120 zijn.',
  technical_provisions_inspection_interval_requires_flag: 'Een keuringsinterval kan alleen worden ingevuld als keuring vereist is.',
  provision_services_kind_check: 'Kies onderhoud of keuring.',
  provision_services_one_performer: 'Kies wie het heeft uitgevoerd: een monteur of een servicebedrijf.',
  provision_services_performed_on_range: inDateRange('De uitvoerdatum'),
  provision_services_next_date_range: inDateRange('De volgende datum'),
  provision_services_next_after_performed: 'De volgende datum moet na de uitvoerdatum liggen.',
  provision_services_performed_in_future: 'De uitvoerdatum kan niet in de toekomst liggen.',
  provision_services_performed_before_installation: 'De uitvoerdatum kan niet voor de installatiedatum liggen.',
  provision_services_inspection_not_required: 'Deze technische voorziening vereist geen keuring.',
  provision_services_next_date_required: 'Vul de volgende datum in: deze voorziening heeft geen interval.',
  provision_services_immutable: 'De onderhouds- en keuringsgeschiedenis kan niet worden gewijzigd of verwijderd.',
  utilities_type_check: 'Kies een geldig type nutsvoorziening.',
  utility_readings_reading_value_not_blank: 'Vul een meterstand in.',
  utility_readings_reading_value_format: 'Vul de meterstand in als getal van 0 of hoger, bijvoorbeeld 1234,5.',
  utility_readings_reading_date_range: inDateRange('De datum van de meteropname'),
  utility_readings_utility_not_readable: 'Deze nutsvoorziening wordt niet uitgelezen; er kunnen geen meteropnames bij worden ingevoerd.',
  utility_readings_not_lower_than_previous:
    'De meterstand is lager dan de vorige meterstand van deze meter. Is de meter vervangen, voer de meterstand dan in bij Nutsvoorzieningen en bevestig hem daar.',
  utilities_readable_with_readings: 'Deze nutsvoorziening heeft meteropnames; Uitlezen kan daarom niet worden uitgezet.',
  // Raised by utility_consumption (20261128002000_insights.sql) for a period it does not know.
  utility_consumption_period_check: 'Kies een geldige periode voor het verbruik: maand, kwartaal of jaar.',
  malfunctions_description_not_blank: 'Omschrijving is verplicht',
  malfunctions_priority_check: 'Kies een geldige prioriteit (Laag, Gemiddeld, Hoog of Kritiek).',
  malfunctions_resolved_after_start: 'De einddatum mag niet voor de startdatum liggen.',
  malfunctions_started_at_range: inDateRange('De startdatum'),
  // Raised by save_malfunction (the table leaves resolved_at to the database otherwise).
  malfunctions_resolved_at_range: inDateRange('De einddatum'),
  parking_spaces_space_number_not_blank: 'Vul het nummer van de parkeerplaats in.',
  parking_spaces_type_check: 'Kies een geldig type parkeerplaats.',
  parking_spaces_housing_same_building: 'De woning moet in hetzelfde gebouw liggen als de parkeerplaats.',
  cleaning_requests_description_not_blank: 'Omschrijving is verplicht',
  cleaning_requests_status_check: 'Kies een geldige status voor de prijsopgave.',
  cleaning_requests_supplier_cleaning:
    'Kies een schoonmaakleverancier: deze leverancier is niet gekoppeld aan de soort voorziening Schoonmaak.',
  cleaning_requests_completed_after_requested: 'Een prijsopgave kan niet zijn afgerond voor de aanvraagdatum.',
  cleaning_requests_requested_at_range: inDateRange('De aanvraagdatum'),
  cleaning_complaints_description_not_blank: 'Omschrijving is verplicht',
  cleaning_complaints_status_check: 'Kies een geldige status voor de klacht.',
  cleaning_complaints_resolved_after_reported: 'Een klacht kan niet zijn opgelost voor de meldingsdatum.',
  cleaning_complaints_reported_at_range: inDateRange('De meldingsdatum'),
  nuisances_description_not_blank: 'Beschrijf de overlast.',
  nuisances_follow_up_completed_requires_follow_up:
    'Alleen een melding met een vervolgactie kan als afgehandeld worden gemarkeerd.',
  nuisances_follow_up_completed_after_date: 'Een vervolgactie kan niet zijn afgehandeld voor de datum van de melding.',
  nuisances_date_time_range: inDateRange('De datum van de melding'),
  nuisances_follow_up_completed_at_range: inDateRange('De afhandeldatum van de vervolgactie'),
  nuisances_space_same_building: 'De ruimte moet in het gekozen gebouw liggen.',
  nuisances_housing_same_building: 'De woning moet in het gekozen gebouw liggen.',
  nuisances_parking_space_same_building: 'De parkeerplaats moet bij het gekozen gebouw horen.',
  // Record rules (supabase/migrations/20261127002002_record_rules.sql): events not after today,
  // floors of entrances/exits, a balcony within the home, an id that never changes.
  utility_readings_reading_date_not_future: 'De datum van de meteropname kan niet in de toekomst liggen.',
  malfunctions_started_at_not_future: 'De startdatum van een storing kan niet in de toekomst liggen.',
  malfunctions_resolved_at_not_future: 'De einddatum van een storing kan niet in de toekomst liggen.',
  nuisances_date_time_not_future: 'De datum van de melding kan niet in de toekomst liggen.',
  nuisances_follow_up_completed_at_not_future: 'De afhandeldatum van de vervolgactie kan niet in de toekomst liggen.',
  cleaning_complaints_reported_at_not_future: 'De meldingsdatum kan niet in de toekomst liggen.',
  cleaning_requests_requested_at_not_future: 'De aanvraagdatum kan niet in de toekomst liggen.',
  technical_provisions_installation_date_not_future: 'De installatiedatum kan niet in de toekomst liggen.',
  key_loans_handed_out_on_not_future: 'De uitgiftedatum kan niet in de toekomst liggen.',
  entrances_and_exits_floor_within_building: 'De etage mag niet hoger zijn dan het aantal etages van het gebouw.',
  buildings_floors_cover_entrances:
    'Het aantal etages kan niet lager worden: er liggen in-/uitgangen op een hogere etage van dit gebouw.',
  housing_balcony_within_living_area: 'De balkongrootte mag niet groter zijn dan het aantal vierkante meters van de woning.',
  id_unchanged: 'Het id van een item kan niet worden gewijzigd.',
  // supabase/migrations/20261127002003_api_write_guards.sql
  one_row_per_write: 'Er kan maar één item tegelijk worden gewijzigd of verwijderd. Er is niets gewijzigd.',
  // supabase/migrations/20261129000100_staff_access.sql
  staff_name_not_blank: 'Vul de naam van de medewerker in.',
  staff_role_check: 'Kies een geldige rol: beheerder, medewerker of lezer.',
  staff_keeps_active_beheerder: 'Er moet minstens één actieve beheerder blijven.',
  history_restored_once: 'Deze rij is al hersteld.',
  // supabase/migrations/20261130000100_staff_overview.sql (save_staff_access)
  staff_buildings_chosen: 'Kies minstens één gebouw of alle gebouwen.',
};

/** UNIQUE / primary key constraints -> Dutch message. */
export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  facility_types_name_normalized_key:
    'Er bestaat al een soort voorziening met deze naam (hoofdletters en spaties tellen niet mee).',
  keys_cabinet_number_key: 'Er is al een sleutel met dit nummer in deze sleutelkast.',
  housing_building_house_number_key: 'Dit gebouw heeft al een woning met dit huisnummer.',
  parking_spaces_building_space_number_key: 'Dit gebouw heeft al een parkeerplaats met dit nummer.',
  keys_spaces_pkey: 'Deze sleutel is al aan deze ruimte gekoppeld.',
  suppliers_facility_types_pkey: 'Deze leverancier is al aan deze soort voorziening gekoppeld.',
  owners_technical_provisions_pkey: 'Deze eigenaar is al aan deze technische voorziening gekoppeld.',
  staff_buildings_pkey: 'Deze medewerker heeft dit gebouw al.',
};

/** Column -> Dutch field label, for NOT NULL messages. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Naam',
  street: 'Straat',
  city: 'Plaats',
  floors: 'Aantal etages',
  floor: 'Etage',
  building_id: 'Gebouw',
  location: 'Gebouw',
  type: 'Type',
  status: 'Status',
  house_number: 'Huisnummer',
  title: 'Taaknaam',
  start_date: 'Startdatum',
  hours_spent: 'Bestede uren',
  is_completed: 'Voltooid',
  is_recurring: 'Terugkerend',
  space_id: 'Ruimte',
  key_id: 'Sleutel',
  key_cabinet_id: 'Sleutelkast',
  kind: 'Soort',
  borrower_name: 'Naam',
  number: 'Nummer',
  company_name: 'Bedrijfsnaam',
  supplier_id: 'Leverancier',
  facility_type_id: 'Soort voorziening',
  owner_id: 'Eigenaar',
  device_name: 'Apparaat',
  type_and_model: 'Type en model',
  manufacturer: 'Fabrikant',
  serial_number: 'Serienummer',
  installation_date: 'Installatiedatum',
  requires_inspection: 'Keuring vereist',
  technical_provision_id: 'Technische voorziening',
  utility_id: 'Nutsvoorziening',
  reading_value: 'Meterstand',
  reading_date: 'Datum',
  performed_on: 'Uitgevoerd op',
  next_date: 'Volgende datum',
  is_readable: 'Uitlezen',
  space_number: 'Nummer',
  description: 'Omschrijving',
  started_at: 'Startdatum',
  priority: 'Prioriteit',
  requested_at: 'Aangevraagd op',
  reported_at: 'Gemeld op',
  date_time: 'Datum en tijd',
  is_emergency: 'Nooduitgang',
  is_accessible: 'Toegankelijk',
  front_door_key: 'Voordeursleutel',
  has_photo: 'Foto gemaakt',
  message_left: 'Bericht achtergelaten',
  resident_contacted: 'Overlastgever (aan)gesproken',
  follow_up_required: 'Vervolgactie noodzakelijk',
  created_at: 'Aangemaakt op',
};

export interface TableNoun {
  /** Singular with article, lower case: 'het gebouw'. */
  one: string;
  /** Plural, lower case: 'gebouwen'. */
  many: string;
}

/** What a row of each table is called (history, delete and restore messages). */
export const TABLE_NOUNS: Readonly<Record<string, TableNoun>> = {
  buildings: { one: 'het gebouw', many: 'gebouwen' },
  entrances_and_exits: { one: 'de in-/uitgang', many: 'in-/uitgangen' },
  spaces: { one: 'de ruimte', many: 'ruimtes' },
  housing: { one: 'de woning', many: 'woningen' },
  tasks: { one: 'de taak', many: 'taken' },
  key_cabinets: { one: 'de sleutelkast', many: 'sleutelkasten' },
  keys: { one: 'de sleutel', many: 'sleutels' },
  keys_spaces: { one: 'de koppeling', many: 'sleutelkoppelingen' },
  key_loans: { one: 'de uitgifte', many: 'uitgiftes' },
  facility_types: { one: 'de soort voorziening', many: 'soorten voorzieningen' },
  suppliers: { one: 'de leverancier', many: 'leveranciers' },
  suppliers_facility_types: { one: 'de koppeling', many: 'koppelingen met leveranciers' },
  mechanics: { one: 'de monteur', many: 'monteurs' },
  companies: { one: 'het bedrijf', many: 'bedrijven' },
  owners: { one: 'de eigenaar', many: 'eigenaren' },
  technical_provisions: { one: 'de technische voorziening', many: 'technische voorzieningen' },
  owners_technical_provisions: { one: 'de koppeling', many: 'koppelingen met eigenaren' },
  provision_services: { one: 'de registratie', many: 'onderhouds- en keuringsregistraties' },
  utilities: { one: 'de nutsvoorziening', many: 'nutsvoorzieningen' },
  utility_readings: { one: 'de meteropname', many: 'meteropnames' },
  malfunctions: { one: 'de storing', many: 'storingen' },
  parking_spaces: { one: 'de parkeerplaats', many: 'parkeerplaatsen' },
  cleaning_requests: { one: 'de prijsopgave', many: 'prijsopgaves' },
  cleaning_complaints: { one: 'de schoonmaakklacht', many: 'schoonmaakklachten' },
  nuisances: { one: 'de overlastmelding', many: 'overlastmeldingen' },
};

/**
 * For each table that other rows point at with ON DELETE RESTRICT: how the
 * why-text is phrased and which tables can block its deletion (in the order
 * they are named).
 */
const DELETE_BLOCKERS: Readonly<Record<string, { subject: string; verb: string; blockers: string[] }>> = {
  buildings: {
    subject: 'Dit gebouw',
    verb: 'heeft nog',
    blockers: ['spaces', 'entrances_and_exits', 'housing', 'parking_spaces', 'nuisances'],
  },
  entrances_and_exits: { subject: 'Deze in-/uitgang', verb: 'wordt nog gebruikt door', blockers: ['spaces'] },
  spaces: {
    subject: 'Deze ruimte',
    verb: 'heeft nog',
    blockers: [
      'key_cabinets',
      'technical_provisions',
      'utilities',
      'cleaning_requests',
      'cleaning_complaints',
      'nuisances',
    ],
  },
  housing: { subject: 'Deze woning', verb: 'heeft nog', blockers: ['parking_spaces', 'nuisances'] },
  key_cabinets: { subject: 'Deze sleutelkast', verb: 'bevat nog', blockers: ['keys'] },
  keys: { subject: 'Deze sleutel', verb: 'wordt nog gebruikt door', blockers: ['spaces', 'key_loans'] },
  facility_types: {
    subject: 'Deze soort voorziening',
    verb: 'wordt nog gebruikt door',
    blockers: ['spaces', 'technical_provisions'],
  },
  suppliers: {
    subject: 'Deze leverancier',
    verb: 'wordt nog gebruikt door',
    blockers: ['technical_provisions', 'mechanics', 'malfunctions', 'cleaning_requests'],
  },
  companies: { subject: 'Dit bedrijf', verb: 'wordt nog gebruikt door', blockers: ['technical_provisions'] },
  technical_provisions: { subject: 'Deze technische voorziening', verb: 'heeft nog', blockers: ['malfunctions'] },
  utilities: { subject: 'Deze nutsvoorziening', verb: 'heeft nog', blockers: ['utility_readings'] },
  parking_spaces: { subject: 'Deze parkeerplaats', verb: 'wordt nog gebruikt door', blockers: ['nuisances'] },
};

/** Foreign keys whose refusal of a delete needs its own words (by constraint name). */
const DELETE_REASONS: Readonly<Record<string, string>> = {
  key_loans_key_id_fkey: 'Deze sleutel heeft een uitgiftegeschiedenis en kan niet worden verwijderd.',
  provision_services_technical_provision_id_fkey:
    'Deze technische voorziening heeft een onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.',
  provision_services_mechanic_id_fkey: 'Deze monteur staat in de onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.',
  provision_services_supplier_id_fkey:
    'Deze leverancier staat in de onderhouds- en keuringsgeschiedenis en kan niet worden verwijderd.',
};

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} of ${items[items.length - 1]}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Why a row of `table` cannot be deleted: 'Dit gebouw heeft nog ruimtes,
 * in-/uitgangen, woningen, parkeerplaatsen of overlastmeldingen en kan niet
 * worden verwijderd.' With `referencingTable` (the table whose rows still point
 * at it) only that one is named. Unknown tables give the generic text.
 */
export function referencedDeleteMessage(table: string, referencingTable?: string): string {
  const entry = DELETE_BLOCKERS[table];
  if (!entry) return MESSAGES.stillReferenced;
  const known = referencingTable ? TABLE_NOUNS[referencingTable] : undefined;
  const names = known ? [known.many] : entry.blockers.map((t) => TABLE_NOUNS[t]?.many ?? t);
  return `${entry.subject} ${entry.verb} ${joinOr(names)} en kan niet worden verwijderd.`;
}

function foreignKeyMessage(e: BackendErrorLike): string {
  const message = e.message ?? '';
  const details = e.details ?? '';
  // update or delete on table "buildings" violates foreign key constraint "spaces_building_id_fkey" on table "spaces"
  const onDelete = /^update or delete on table "([^"]+)".*on table "([^"]+)"/.exec(message);
  const reason = DELETE_REASONS[constraintName(e) ?? ''];
  if (onDelete && reason) return reason;
  if (onDelete) return referencedDeleteMessage(onDelete[1], onDelete[2]);
  const referencing = quoted(details, /referenced from table "([^"]+)"/);
  if (referencing || /still referenced/i.test(details)) {
    const parent = quoted(message, /on table "([^"]+)"/);
    return parent ? referencedDeleteMessage(parent, referencing) : MESSAGES.stillReferenced;
  }
  // insert or update on table "spaces" violates foreign key constraint "..."; Key (...) is not present in table "buildings".
  const missing = quoted(details, /not present in table "([^"]+)"/);
  const noun = missing ? TABLE_NOUNS[missing] : undefined;
  if (noun) {
    const [article, ...rest] = noun.one.split(' ');
    return `${capitalize(article)} gekozen ${rest.join(' ')} bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.`;
  }
  return MESSAGES.referenceMissing;
}

function notNullMessage(e: BackendErrorLike): string {
  const column = quoted(e.message, /column "([^"]+)"/);
  if (!column) return MESSAGES.notNull;
  return `${MESSAGES.notNull} Ontbreekt: ${FIELD_LABELS[column] ?? column}.`;
}

// value too long for type character varying(200)
function tooLongInputMessage(e: BackendErrorLike): string {
  const max = quoted(e.message, /character varying\((\d+)\)/);
  return max ? tooLongMessage(Number(max)) : MESSAGES.tooLong;
}

/**
 * One reason why a row of a housing CSV import is refused, as public.import_housing
 * (supabase/migrations/20261124000002_housing_import.sql) reports it: a code, the
 * row's value and where it applies another value (the building's floors, the first
 * line with the same house number).
 */
export interface HousingImportReason {
  code: string;
  value?: string | null;
  other?: string | null;
}

/** The Dutch text of each import_housing reason code. */
export const HOUSING_IMPORT_REASONS: Readonly<Record<string, (reason: HousingImportReason) => string>> = {
  building_missing: () => 'Gebouw ontbreekt.',
  building_unknown: (r) => `Onbekend gebouw '${r.value ?? ''}'.`,
  house_number_missing: () => 'Huisnummer ontbreekt.',
  floor_missing: () => 'Verdieping ontbreekt.',
  floor_invalid: (r) => `Verdieping '${r.value ?? ''}' is geen heel getal van 0 of hoger.`,
  floor_above_building: (r) => `Verdieping ${r.value ?? ''} ligt boven de ${r.other ?? ''} etages van het gebouw.`,
  square_meters_invalid: (r) => `m² '${r.value ?? ''}' is geen getal van 0 tot en met 100000.`,
  balcony_size_invalid: (r) => `Balkon m² '${r.value ?? ''}' is geen getal van 0 tot en met 100000.`,
  balcony_above_living_area: (r) => `Balkon m² '${r.value ?? ''}' is groter dan de m² van de woning ('${r.other ?? ''}').`,
  type_unknown: (r) => `Onbekend type '${r.value ?? ''}' (Huur of Koop).`,
  status_unknown: (r) => `Onbekende status '${r.value ?? ''}' (Bewoond, Verhuurd, Verkocht of Gereserveerd).`,
  duplicate_existing: (r) => `Dit gebouw heeft al een woning met huisnummer '${r.value ?? ''}'.`,
  duplicate_in_file: (r) => `Huisnummer '${r.value ?? ''}' staat voor dit gebouw al in rij ${r.other ?? ''}.`,
  control_characters: (r) =>
    r.value === 'comments'
      ? 'Opmerkingen bevat een tab of ander onzichtbaar stuurteken.'
      : `${r.value === 'orientation' ? 'Oriëntatie' : 'Huisnummer'} bevat een regeleinde, tab of ander onzichtbaar stuurteken.`,
};

/** The Dutch text of an import reason; an unknown code gives the general check message. */
export function housingImportReasonMessage(reason: HousingImportReason): string {
  const message = HOUSING_IMPORT_REASONS[reason.code];
  return message ? message(reason) : MESSAGES.check;
}

registerConstraintCatalogue({
  unique: (name) => (name ? UNIQUE_MESSAGES[name] : undefined),
  check: (name) => (name ? CHECK_MESSAGES[name] : undefined),
  foreignKey: foreignKeyMessage,
  notNull: notNullMessage,
  tooLong: tooLongInputMessage,
});

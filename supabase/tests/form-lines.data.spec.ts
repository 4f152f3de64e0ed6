// The forms take line breaks where the database does (LINE_RULES of @facility/data,
// supabase/migrations/20261127001000_text_rules.sql): every free text column a form
// edits is one line in its schema unless the column is multi-line, and then the form
// keeps a line break and refuses a tab, with the database's messages. A form that
// forgot `multiline: true` on its comments would refuse every second line its user
// types; one that set it on a name would let a line break through to the database.
// (No database needed: the schemas of the apps, as the forms use them.)
import path from 'node:path';
import * as v from 'valibot';
import { LINE_RULES, PRINTABLE_MESSAGE, SINGLE_LINE_MESSAGE } from '@facility/data';

const APPS = path.resolve(__dirname, '../../apps');
const floors = () => 6;

/**
 * The form schema of each table: its file under apps/, its export and, for a schema
 * made by a function, the arguments the form calls it with. (Read by path, as
 * sort-indexes.data.spec.ts reads the lists: tests outside the apps may not import them.)
 */
const FORMS: Record<string, [file: string, name: string, ...args: unknown[]]> = {
  buildings: ['buildings-mf/src/buildings/buildingSchema', 'buildingSchema'],
  entrances_and_exits: ['buildings-mf/src/entrances/entranceSchema', 'entranceSchema'],
  facility_types: ['assets-mf/src/facilityTypes/facilityTypeSchema', 'facilityTypeSchema'],
  spaces: ['buildings-mf/src/spaces/spaceSchema', 'spaceSchema', floors],
  housing: ['housing-mf/src/housing/housingSchema', 'housingSchema', floors],
  tasks: ['tasks-mf/src/task-form/taskSchema', 'taskSchema'],
  key_cabinets: ['assets-mf/src/keyCabinets/keyCabinetSchema', 'keyCabinetSchema'],
  keys: ['assets-mf/src/keys/keySchema', 'keySchema'],
  suppliers: ['assets-mf/src/suppliers/supplierSchema', 'supplierSchema'],
  mechanics: ['assets-mf/src/mechanics/mechanicSchema', 'mechanicSchema'],
  key_loans: ['assets-mf/src/keys/loanSchema', 'loanSchema'],
  companies: ['housing-mf/src/companies/companySchema', 'companySchema'],
  owners: ['housing-mf/src/owners/ownerSchema', 'ownerSchema'],
  technical_provisions: ['assets-mf/src/technicalProvisions/provisionSchema', 'provisionSchema'],
  provision_services: ['assets-mf/src/provisionService/serviceSchema', 'serviceSchema', true],
  utilities: ['assets-mf/src/utilities/utilitySchema', 'utilitySchema'],
  malfunctions: ['assets-mf/src/malfunctions/malfunctionSchema', 'malfunctionSchema'],
  parking_spaces: ['housing-mf/src/parkingSpaces/parkingSpaceSchema', 'parkingSpaceSchema'],
  cleaning_requests: ['cleaning-mf/src/cleaning/cleaningRequestSchema', 'cleaningRequestSchema'],
  cleaning_complaints: ['cleaning-mf/src/cleaning-complaints/complaintSchema', 'complaintSchema'],
  nuisances: ['nuisance-mf/src/nuisances/nuisanceSchema', 'nuisanceSchema'],
};

async function formOf(table: string): Promise<v.GenericSchema> {
  const [file, name, ...args] = FORMS[table];
  const exported = ((await import(path.join(APPS, file))) as Record<string, unknown>)[name];
  return typeof exported === 'function' ? (exported as (...a: unknown[]) => v.GenericSchema)(...args) : (exported as v.GenericSchema);
}

/** The fields of a form schema: its object's entries (also inside a pipe). */
function fieldsOf(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  const s = schema as unknown as { entries?: Record<string, v.GenericSchema>; pipe?: unknown[] };
  if (s.entries) return s.entries;
  const object = s.pipe?.find((item) => (item as { entries?: unknown }).entries);
  if (!object) throw new Error('a form schema without an object');
  return fieldsOf(object as v.GenericSchema);
}

/** Free text columns no form edits, and why. */
const NOT_IN_A_FORM: Record<string, string> = {
  'parking_spaces.location': 'the list shows the location of the housing unit; no form writes this column',
  // A table without a form yet: its columns are listed here until its form is in FORMS.
  'staff.name': 'no form writes staff yet (the settings tab Toegang of issue #28 will)',
};

const firstMessage = (schema: v.GenericSchema, input: string) => v.safeParse(schema, input).issues?.[0].message;

describe('the forms take line breaks where the database does', () => {
  const columns = Object.entries(LINE_RULES).flatMap(([table, rules]) => Object.entries(rules).map(([column, rule]) => ({ table, column, rule })));

  it.each(columns.map((c) => [`${c.table}.${c.column}`, c] as const))('%s', async (_name, { table, column, rule }) => {
    if (!(table in FORMS)) {
      expect({ column: `${table}.${column}`, exempt: `${table}.${column}` in NOT_IN_A_FORM }).toEqual({ column: `${table}.${column}`, exempt: true });
      return;
    }
    const field = fieldsOf(await formOf(table))[column];
    if (`${table}.${column}` in NOT_IN_A_FORM) {
      expect(field).toBeUndefined();
      return;
    }
    expect(field).toBeDefined();
    if (rule === 'printable') {
      expect(v.safeParse(field, 'regel 1\nregel 2\r\nregel 3').output).toBe('regel 1\nregel 2\r\nregel 3');
      expect(firstMessage(field, 'kolom 1\tkolom 2')).toBe(PRINTABLE_MESSAGE);
    } else {
      expect(firstMessage(field, 'regel 1\nregel 2')).toBe(SINGLE_LINE_MESSAGE);
      expect(firstMessage(field, 'Naam\u0007')).toBe(SINGLE_LINE_MESSAGE);
    }
  });
});

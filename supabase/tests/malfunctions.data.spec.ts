// save_malfunction (20261124000007_malfunction_save.sql): a malfunction and its
// provision's status saved in one transaction, against the real stack as the demo
// user. Every test works on a provision of its own, so the seed stays as it is.
import { toDutchMessage, tooLongMessage } from '@facility/data';
import { RUN } from './cases';
import { MISSING_ID, SEED, amsterdamDayStart, anonClient, countRows, deleteEach, ownerDb, userClient, type Db } from './helpers';

let db: Db;
let serial = 0;
/** The provisions made here: removed with their malfunctions after the last test, also when one failed. */
const made: string[] = [];

beforeAll(async () => {
  db = await userClient();
});

afterAll(async () => {
  if (!db) return;
  try {
    await deleteEach(db, 'malfunctions', 'technical_provision_id', made);
    await deleteEach(db, 'technical_provisions', 'id', made);
    // Nothing of this run is left for the next test file's counts.
    const { count } = await db.from('technical_provisions').select('id', { count: 'exact', head: true }).like('device_name', `Storingstest ${RUN}-%`);
    if (count !== 0) throw new Error(`${count} technische voorziening(en) van deze tests zijn blijven staan`);
  } finally {
    await db.auth.signOut();
  }
});

async function newProvision(status = 'active'): Promise<string> {
  serial += 1;
  const { data, error } = await db
    .from('technical_provisions')
    .insert({ device_name: `Storingstest ${RUN}-${serial}`, type_and_model: 'T1', manufacturer: 'Test', serial_number: `ST-${RUN}-${serial}`, space_id: SEED.space(1), status })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  made.push(data.id);
  return data.id;
}

const provisionStatus = async (id: string) => (await db.from('technical_provisions').select('status').eq('id', id).single()).data?.status;
const malfunctionRow = async (id: string) => (await db.from('malfunctions').select('*').eq('id', id).single()).data;

type Args = Record<string, unknown>;
const args = (provisionId: string, extra: Record<string, unknown> = {}): Args => ({
  p_id: null,
  p_technical_provision_id: provisionId,
  p_supplier_id: SEED.supplier(3),
  p_description: 'Lift blijft hangen',
  p_started_at: amsterdamDayStart(-3),
  p_resolved_at: null,
  p_priority: 'high',
  p_status: 'in_repair',
  ...extra,
});
const saveMalfunction = (a: Args) => db.rpc('save_malfunction', a as never);

describe('save_malfunction', () => {
  it('stores a new malfunction and sets the provision status together', async () => {
    const provision = await newProvision();
    const { data: id, error } = await saveMalfunction(args(provision));
    expect(error).toBeNull();
    expect(await malfunctionRow(id as string)).toMatchObject({
      technical_provision_id: provision,
      supplier_id: SEED.supplier(3),
      description: 'Lift blijft hangen',
      priority: 'high',
      resolved_at: null,
    });
    expect(new Date((await malfunctionRow(id as string))?.started_at as string).toISOString()).toBe(amsterdamDayStart(-3));
    expect(await provisionStatus(provision)).toBe('in_repair');
  });

  it('an edit changes only its own row and keeps the end date the user chose', async () => {
    const provision = await newProvision();
    const { data: first } = await saveMalfunction(args(provision, { p_description: 'Eerste' }));
    const { data: second } = await saveMalfunction(args(provision, { p_description: 'Tweede', p_priority: 'low' }));
    const untouched = await malfunctionRow(second as string);

    const { data: edited, error } = await saveMalfunction(
      args(provision, { p_id: first, p_description: 'Eerste, opgelost', p_resolved_at: amsterdamDayStart(-1), p_priority: 'medium', p_status: 'active' }),
    );
    expect(error).toBeNull();
    expect(edited).toBe(first);
    const row = await malfunctionRow(first as string);
    expect(row).toMatchObject({ description: 'Eerste, opgelost', priority: 'medium' });
    expect(new Date(row?.resolved_at as string).toISOString()).toBe(amsterdamDayStart(-1));
    expect(await malfunctionRow(second as string)).toEqual(untouched);
    expect(await provisionStatus(provision)).toBe('active');
    expect(await countRows(db, 'malfunctions')).toBeGreaterThanOrEqual(2);
  });

  it('keeps the stored moment when an edit keeps the day', async () => {
    const provision = await newProvision();
    const { data: id } = await saveMalfunction(args(provision, { p_started_at: new Date().toISOString() }));
    const before = await malfunctionRow(id as string);
    await saveMalfunction(args(provision, { p_id: id, p_started_at: amsterdamDayStart(0) }));
    expect((await malfunctionRow(id as string))?.started_at).toBe(before?.started_at);
  });

  it.each([
    ['an invalid status', { p_status: 'kapot' }, 'Kies een geldige status (Actief, In reparatie of Buiten gebruik).'],
    ['a blank description', { p_description: ' \u00a0 ' }, 'Omschrijving is verplicht'],
    ['an unknown priority', { p_priority: 'urgent' }, 'Kies een geldige prioriteit (Laag, Gemiddeld, Hoog of Kritiek).'],
    ['an end before the start', { p_resolved_at: amsterdamDayStart(-5) }, 'De einddatum mag niet voor de startdatum liggen.'],
    ['an end date after 2200', { p_resolved_at: '2201-01-01T12:00:00Z' }, 'De einddatum moet tussen 1 januari 1900 en 31 december 2200 liggen.'],
    ['a start date before 1900', { p_started_at: '1899-12-31T12:00:00Z' }, 'De startdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.'],
    ['a description that is too long', { p_description: 'x'.repeat(5001) }, tooLongMessage(5000)],
  ])('with %s changes neither row, new or edited', async (_name, bad, message) => {
    const provision = await newProvision('out_of_order');
    const before = await countRows(db, 'malfunctions');
    const added = await saveMalfunction(args(provision, bad));
    expect(toDutchMessage(added.error)).toBe(message);
    expect(await countRows(db, 'malfunctions')).toBe(before);
    expect(await provisionStatus(provision)).toBe('out_of_order');

    const { data: id } = await saveMalfunction(args(provision, { p_status: 'out_of_order' }));
    const stored = await malfunctionRow(id as string);
    const edited = await saveMalfunction(args(provision, { p_id: id, p_status: 'active', ...bad }));
    expect(toDutchMessage(edited.error)).toBe(message);
    expect(await malfunctionRow(id as string)).toEqual(stored);
    expect(await provisionStatus(provision)).toBe('out_of_order');
  });

  it('refuses a missing provision, or none, or no start date or priority, and stores nothing', async () => {
    const before = await countRows(db, 'malfunctions');
    const missing = await saveMalfunction(args(MISSING_ID));
    expect(toDutchMessage(missing.error)).toBe('De gekozen technische voorziening bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.');
    const none = await saveMalfunction(args(null as never));
    expect(toDutchMessage(none.error)).toBe('Vul alle verplichte velden in. Ontbreekt: Technische voorziening.');
    const provision = await newProvision();
    const noStart = await saveMalfunction(args(provision, { p_started_at: null }));
    expect(toDutchMessage(noStart.error)).toBe('Vul alle verplichte velden in. Ontbreekt: Startdatum.');
    const noPriority = await saveMalfunction(args(provision, { p_priority: null }));
    expect(toDutchMessage(noPriority.error)).toBe('Vul alle verplichte velden in. Ontbreekt: Prioriteit.');
    const noStatus = await saveMalfunction(args(provision, { p_status: null }));
    expect(toDutchMessage(noStatus.error)).toBe('Vul alle verplichte velden in. Ontbreekt: Status.');
    expect(await countRows(db, 'malfunctions')).toBe(before);
    expect(await provisionStatus(provision)).toBe('active');
  });

  it('runs as the caller (security invoker), so row-level security applies', async () => {
    const pg = await ownerDb();
    try {
      const { rows } = await pg.query(`select prosecdef from pg_proc where proname = 'save_malfunction' and pronamespace = 'public'::regnamespace`);
      expect(rows).toEqual([{ prosecdef: false }]);
    } finally {
      await pg.end();
    }
  });

  it('an edit of a malfunction that is gone changes nothing', async () => {
    const provision = await newProvision();
    const { error, status } = await saveMalfunction(args(provision, { p_id: MISSING_ID }));
    // PT404: PostgREST answers 404 (not 500), with the Dutch reason of a row that is gone.
    expect({ code: error?.code, status, message: toDutchMessage(error) }).toEqual({
      code: 'PT404',
      status: 404,
      message: 'Het gevraagde item is niet gevonden. Mogelijk is het verwijderd.',
    });
    expect(await provisionStatus(provision)).toBe('active');
  });

  it('the anon key alone can change nothing (row-level security, no grant)', async () => {
    const provision = await newProvision();
    const before = await countRows(db, 'malfunctions');
    const { error } = await anonClient().rpc('save_malfunction', args(provision) as never);
    expect(error).not.toBeNull();
    expect(await countRows(db, 'malfunctions')).toBe(before);
    expect(await provisionStatus(provision)).toBe('active');
  });

  it('a direct write of resolved_at still gets the moment from the database', async () => {
    const provision = await newProvision();
    const { data: id } = await saveMalfunction(args(provision));
    const { data } = await db.from('malfunctions').update({ resolved_at: amsterdamDayStart(-2) }).eq('id', id as string).select('resolved_at').single();
    expect(Math.abs(new Date(data?.resolved_at as string).getTime() - Date.now())).toBeLessThan(60_000);
  });
});

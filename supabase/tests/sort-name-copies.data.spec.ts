// The copies of names the lists sort on (migration 20261125000002_sort_name_copies.sql):
// entrances_and_exits.building_name, malfunctions.device_name and
// malfunctions.supplier_company_name. Triggers keep them right whatever the client
// sends, through renames and moves; sorting on them uses a (column, id) index
// (sort-indexes.data.spec.ts).
import type { Client } from 'pg';
import { MISSING_ID, deleteEach, ownerDb, userClient, type Db } from './helpers';

const marker = `sorteerkopie-${Date.now().toString(36)}`;

let db: Db;
const ids = { buildings: [] as string[], entrances: [] as string[], provisions: [] as string[], suppliers: [] as string[] };

async function insertId(table: 'buildings' | 'entrances_and_exits' | 'technical_provisions' | 'suppliers', row: Record<string, unknown>): Promise<string> {
  const { data, error } = await db
    .from(table)
    .insert(row as never)
    .select('id')
    .single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: string }).id;
}

async function addBuilding(name: string) {
  const id = await insertId('buildings', { name, street: 'Kopiestraat 1', city: 'Utrecht', floors: 3 });
  ids.buildings.push(id);
  return id;
}

async function addEntrance(building_id: string, name: string, extra: Record<string, unknown> = {}) {
  const id = await insertId('entrances_and_exits', { building_id, name, ...extra });
  ids.entrances.push(id);
  return id;
}

async function addProvision(device_name: string) {
  const id = await insertId('technical_provisions', { device_name, type_and_model: 'T1', manufacturer: 'Test', serial_number: `${marker}-${device_name}` });
  ids.provisions.push(id);
  return id;
}

async function addSupplier(company_name: string) {
  const id = await insertId('suppliers', { company_name });
  ids.suppliers.push(id);
  return id;
}

const entranceBuilding = async (id: string) => (await db.from('entrances_and_exits').select('building_name').eq('id', id).single()).data?.building_name;
const malfunctionNames = async (id: string) =>
  (await db.from('malfunctions').select('device_name, supplier_company_name').eq('id', id).single()).data;

async function addMalfunction(row: { technical_provision_id: string; supplier_id?: string | null }) {
  const { data, error } = await db
    .from('malfunctions')
    .insert({ ...row, description: `${marker} storing` })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

beforeAll(async () => {
  db = await userClient();
});

afterAll(async () => {
  if (!db) return;
  await deleteEach(db, 'malfunctions', 'technical_provision_id', ids.provisions);
  await deleteEach(db, 'technical_provisions', 'id', ids.provisions);
  await deleteEach(db, 'suppliers', 'id', ids.suppliers);
  await deleteEach(db, 'entrances_and_exits', 'id', ids.entrances);
  await deleteEach(db, 'buildings', 'id', ids.buildings);
  const left = await db.from('buildings').select('id', { count: 'exact', head: true }).in('id', ids.buildings);
  expect(left.count).toBe(0);
  await db.auth.signOut();
});

describe('entrances and exits carry the name of their building', () => {
  let buildingA: string;
  let buildingB: string;

  beforeAll(async () => {
    buildingA = await addBuilding(`Gebouw A ${marker}`);
    buildingB = await addBuilding(`Gebouw B ${marker}`);
  });

  it('a new entrance gets its building’s name; a name sent by the client is ignored, on insert and update', async () => {
    const id = await addEntrance(buildingA, `Ingang ${marker}`, { building_name: 'Verzonnen' });
    expect(await entranceBuilding(id)).toBe(`Gebouw A ${marker}`);

    const updated = await db.from('entrances_and_exits').update({ building_name: 'AAA eerst' }).eq('id', id).select('building_name').single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ building_name: `Gebouw A ${marker}` });

    // Not even NULL gets through: the column is NOT NULL, and the trigger fills it.
    const cleared = await db
      .from('entrances_and_exits')
      .update({ building_name: null as never })
      .eq('id', id)
      .select('building_name')
      .single();
    expect(cleared.error).toBeNull();
    expect(cleared.data).toEqual({ building_name: `Gebouw A ${marker}` });
  });

  it('renaming the building renames it in its entrances, and only there; the sorted list follows', async () => {
    const inB = await addEntrance(buildingB, `${marker} hernoemd`);
    const inA = await addEntrance(buildingA, `${marker} blijft`);

    expect((await db.from('buildings').update({ name: `AAA Gebouw B2 ${marker}` }).eq('id', buildingB)).error).toBeNull();
    expect(await entranceBuilding(inB)).toBe(`AAA Gebouw B2 ${marker}`);
    expect(await entranceBuilding(inA)).toBe(`Gebouw A ${marker}`);

    const sorted = await db.from('entrances_and_exits').select('name').like('name', `${marker}%`).order('building_name').order('id').limit(1);
    expect(sorted.data).toEqual([{ name: `${marker} hernoemd` }]);
  });

  it('moving an entrance to another building updates the name', async () => {
    const id = await addEntrance(buildingA, `${marker} verhuist`);
    const moved = await db.from('entrances_and_exits').update({ building_id: buildingB }).eq('id', id).select('building_name').single();
    expect(moved.error).toBeNull();
    const { data: b } = await db.from('buildings').select('name').eq('id', buildingB).single();
    expect(moved.data).toEqual({ building_name: b?.name });
  });

  it('a building that does not exist is reported as its foreign key reports it', async () => {
    const { error } = await db.from('entrances_and_exits').insert({ building_id: MISSING_ID, name: `${marker} nergens` });
    expect(error).toMatchObject({ code: '23503' });
    expect(error?.message).toContain('entrances_and_exits_building_id_fkey');
  });
});

describe('malfunctions carry the names of their device and supplier', () => {
  let lift: string;
  let pump: string;
  let supplierA: string;
  let supplierB: string;

  beforeAll(async () => {
    lift = await addProvision(`Lift ${marker}`);
    pump = await addProvision(`Pomp ${marker}`);
    supplierA = await addSupplier(`Leverancier A ${marker}`);
    supplierB = await addSupplier(`Leverancier B ${marker}`);
  });

  it('a new malfunction gets the names; without a supplier, no supplier name; values sent by the client are ignored', async () => {
    const withSupplier = await addMalfunction({ technical_provision_id: lift, supplier_id: supplierA });
    expect(await malfunctionNames(withSupplier)).toEqual({ device_name: `Lift ${marker}`, supplier_company_name: `Leverancier A ${marker}` });
    const without = await addMalfunction({ technical_provision_id: lift });
    expect(await malfunctionNames(without)).toEqual({ device_name: `Lift ${marker}`, supplier_company_name: null });

    const updated = await db
      .from('malfunctions')
      .update({ device_name: 'AAA', supplier_company_name: 'Verzonnen' })
      .eq('id', without)
      .select('device_name, supplier_company_name')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ device_name: `Lift ${marker}`, supplier_company_name: null });
  });

  it('save_malfunction sets the names too', async () => {
    const { data: id, error } = await db.rpc('save_malfunction', {
      p_id: null,
      p_technical_provision_id: pump,
      p_supplier_id: supplierB,
      p_description: `${marker} via save`,
      p_started_at: new Date().toISOString(),
      p_resolved_at: null,
      p_priority: 'low',
      p_status: 'in_repair',
    } as never);
    expect(error).toBeNull();
    expect(await malfunctionNames(id as unknown as string)).toEqual({ device_name: `Pomp ${marker}`, supplier_company_name: `Leverancier B ${marker}` });
  });

  it('renaming the device or the supplier’s company renames it in its malfunctions, and only there', async () => {
    const onLift = await addMalfunction({ technical_provision_id: lift, supplier_id: supplierA });
    const onPump = await addMalfunction({ technical_provision_id: pump, supplier_id: supplierB });

    expect((await db.from('technical_provisions').update({ device_name: `Lift 2 ${marker}` }).eq('id', lift)).error).toBeNull();
    expect((await db.from('suppliers').update({ company_name: `Leverancier A2 ${marker}` }).eq('id', supplierA)).error).toBeNull();
    expect(await malfunctionNames(onLift)).toEqual({ device_name: `Lift 2 ${marker}`, supplier_company_name: `Leverancier A2 ${marker}` });
    expect(await malfunctionNames(onPump)).toEqual({ device_name: `Pomp ${marker}`, supplier_company_name: `Leverancier B ${marker}` });
  });

  it('moving a malfunction to another device or supplier, or clearing its supplier, updates the names', async () => {
    const id = await addMalfunction({ technical_provision_id: lift, supplier_id: supplierA });
    const update = (patch: { technical_provision_id?: string; supplier_id?: string | null }) =>
      db.from('malfunctions').update(patch).eq('id', id).select('device_name, supplier_company_name').single();

    const moved = await update({ technical_provision_id: pump, supplier_id: supplierB });
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ device_name: `Pomp ${marker}`, supplier_company_name: `Leverancier B ${marker}` });

    const cleared = await update({ supplier_id: null });
    expect(cleared.error).toBeNull();
    expect(cleared.data).toEqual({ device_name: `Pomp ${marker}`, supplier_company_name: null });
  });

  it('a device or supplier that does not exist is reported as its foreign key reports it', async () => {
    const device = await db.from('malfunctions').insert({ technical_provision_id: MISSING_ID, description: `${marker} nergens` });
    expect(device.error).toMatchObject({ code: '23503' });
    expect(device.error?.message).toContain('malfunctions_technical_provision_id_fkey');
    const supplier = await db.from('malfunctions').insert({ technical_provision_id: lift, supplier_id: MISSING_ID, description: `${marker} nergens` });
    expect(supplier.error).toMatchObject({ code: '23503' });
    expect(supplier.error?.message).toContain('malfunctions_supplier_id_fkey');
  });
});

describe('concurrent writes keep the copies right and do not deadlock', () => {
  let a: Client;
  let b: Client;

  beforeEach(async () => {
    [a, b] = await Promise.all([ownerDb(), ownerDb()]);
  });

  afterEach(async () => {
    await Promise.all([a.query('rollback').catch(() => undefined), b.query('rollback').catch(() => undefined)]);
    await Promise.all([a.end(), b.end()]);
  });

  let watcher: Client;
  beforeAll(async () => {
    watcher = await ownerDb();
  });
  afterAll(async () => {
    await watcher?.end();
  });

  /** Whether connection `client` comes to wait for a lock (within 2.5 s). */
  async function waitsForLock(client: Client) {
    const pid = (client as unknown as { processID: number }).processID;
    for (let i = 0; i < 50; i++) {
      const { rows } = await watcher.query<{ wait_event_type: string | null }>('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
      if (rows[0]?.wait_event_type === 'Lock') return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('a rename waits for a new malfunction of the device, and then renames it too', async () => {
    const provision = await addProvision(`Ketel ${marker}`);
    await a.query('begin');
    const inserted = await a.query<{ id: string }>(`insert into public.malfunctions (technical_provision_id, description) values ($1, $2) returning id`, [
      provision,
      `${marker} gelijktijdig`,
    ]);
    await b.query('begin');
    const rename = b.query(`update public.technical_provisions set device_name = $1 where id = $2`, [`Ketel 2 ${marker}`, provision]);
    expect(await waitsForLock(b)).toBe(true);
    await a.query('commit');
    await rename;
    await b.query('commit');
    expect(await malfunctionNames(inserted.rows[0].id)).toEqual({ device_name: `Ketel 2 ${marker}`, supplier_company_name: null });
  });

  it('two new malfunctions of one device saved at once (each then sets its status, as save_malfunction does): the second waits, neither deadlocks', async () => {
    const provision = await addProvision(`Boiler ${marker}`);
    const insert = (client: Client, text: string) =>
      client.query('insert into public.malfunctions (technical_provision_id, description) values ($1, $2)', [provision, text]);
    const setStatus = (client: Client) => client.query(`update public.technical_provisions set status = 'in_repair' where id = $1`, [provision]);
    await Promise.all([a.query('begin'), b.query('begin')]);
    await insert(a, `${marker} eerste`);
    const second = insert(b, `${marker} tweede`).then(() => setStatus(b));
    second.catch(() => undefined); // awaited below; a deadlock would reject it
    expect(await waitsForLock(b)).toBe(true);
    await setStatus(a);
    await a.query('commit');
    await second;
    await b.query('commit');
    const { count } = await db.from('malfunctions').select('id', { count: 'exact', head: true }).eq('technical_provision_id', provision);
    expect(count).toBe(2);
  });
});

// spaces.building_name and spaces.entrance_name (migration 20261122000001): copies of
// the names of the space's building and entrance/exit, for sorting the spaces list.
// Triggers keep them right whatever the client sends, through renames and moves.
import { deleteEach, userClient, type Db } from './helpers';

const marker = `sorteernaam-${Date.now().toString(36)}`;

let db: Db;
const buildingIds: string[] = [];
const entranceIds: string[] = [];

async function addBuilding(name: string): Promise<string> {
  const { data, error } = await db.from('buildings').insert({ name, street: 'Sorteerstraat 1', city: 'Utrecht', floors: 3 }).select('id').single();
  if (error) throw error;
  buildingIds.push(data.id);
  return data.id;
}

async function addEntrance(building_id: string, name: string): Promise<string> {
  const { data, error } = await db.from('entrances_and_exits').insert({ building_id, name }).select('id').single();
  if (error) throw error;
  entranceIds.push(data.id);
  return data.id;
}

async function addSpace(row: { building_id: string; name: string; entrance_id?: string }): Promise<string> {
  const { data, error } = await db.from('spaces').insert(row).select('id').single();
  if (error) throw error;
  return data.id;
}

/** The names as the database stores them for space `id`. */
async function namesOf(id: string) {
  const { data, error } = await db.from('spaces').select('building_name, entrance_name').eq('id', id).single();
  if (error) throw error;
  return data;
}

const NAMES = 'building_name, entrance_name';

let buildingA: string;
let buildingB: string;
let entranceA: string;
let entranceB: string;

beforeAll(async () => {
  db = await userClient();
  buildingA = await addBuilding(`Gebouw A ${marker}`);
  buildingB = await addBuilding(`Gebouw B ${marker}`);
  entranceA = await addEntrance(buildingA, `Ingang A ${marker}`);
  entranceB = await addEntrance(buildingB, `Ingang B ${marker}`);
});

afterAll(async () => {
  if (!db) return;
  await deleteEach(db, 'spaces', 'building_id', buildingIds);
  await deleteEach(db, 'entrances_and_exits', 'id', entranceIds);
  await deleteEach(db, 'buildings', 'id', buildingIds);
  const left = await db.from('buildings').select('id', { count: 'exact', head: true }).in('id', buildingIds);
  expect(left.count).toBe(0);
  await db.auth.signOut();
});

describe('spaces carry the names of their building and entrance/exit', () => {
  it('a new space gets its building’s and entrance’s names; without an entrance, no entrance name', async () => {
    const { data, error } = await db
      .from('spaces')
      .insert([
        { building_id: buildingA, name: `${marker} met ingang`, entrance_id: entranceA },
        { building_id: buildingA, name: `${marker} zonder ingang` },
      ])
      .select(`name, ${NAMES}`)
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: `${marker} met ingang`, building_name: `Gebouw A ${marker}`, entrance_name: `Ingang A ${marker}` },
      { name: `${marker} zonder ingang`, building_name: `Gebouw A ${marker}`, entrance_name: null },
    ]);
  });

  it('names sent by the client are ignored, on insert and on update', async () => {
    const inserted = await db
      .from('spaces')
      .insert({ building_id: buildingA, name: `${marker} eigenwijs`, building_name: 'Verzonnen', entrance_name: 'Ook verzonnen' })
      .select(`id, ${NAMES}`)
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ building_name: `Gebouw A ${marker}`, entrance_name: null });
    const id = inserted.data?.id ?? '';

    const updated = await db.from('spaces').update({ building_name: 'AAA eerst', entrance_name: 'Verzonnen' }).eq('id', id).select(NAMES).single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ building_name: `Gebouw A ${marker}`, entrance_name: null });

    // Not even NULL gets through: building_name is NOT NULL, and the trigger fills it.
    const cleared = await db.from('spaces').update({ building_name: null as never }).eq('id', id).select(NAMES).single();
    expect(cleared.error).toBeNull();
    expect(cleared.data).toEqual({ building_name: `Gebouw A ${marker}`, entrance_name: null });
  });

  it('renaming the building or the entrance/exit renames it in its spaces, and only there', async () => {
    const inB = await addSpace({ building_id: buildingB, name: `${marker} hernoemd`, entrance_id: entranceB });
    const inA = await addSpace({ building_id: buildingA, name: `${marker} blijft`, entrance_id: entranceA });

    expect((await db.from('buildings').update({ name: `Gebouw B2 ${marker}` }).eq('id', buildingB)).error).toBeNull();
    expect(await namesOf(inB)).toEqual({ building_name: `Gebouw B2 ${marker}`, entrance_name: `Ingang B ${marker}` });

    expect((await db.from('entrances_and_exits').update({ name: `Ingang B2 ${marker}` }).eq('id', entranceB)).error).toBeNull();
    expect(await namesOf(inB)).toEqual({ building_name: `Gebouw B2 ${marker}`, entrance_name: `Ingang B2 ${marker}` });

    expect(await namesOf(inA)).toEqual({ building_name: `Gebouw A ${marker}`, entrance_name: `Ingang A ${marker}` });

    // The list sorted on the copy follows the rename.
    const sorted = await db.from('spaces').select('name').like('name', `${marker}%`).order('building_name', { ascending: false }).order('id').limit(1);
    expect(sorted.data).toEqual([{ name: `${marker} hernoemd` }]);
  });

  it('moving a space to another building or entrance/exit, or clearing its entrance, updates the names', async () => {
    const id = await addSpace({ building_id: buildingA, name: `${marker} verhuist`, entrance_id: entranceA });
    const [{ data: b }, { data: e }] = await Promise.all([
      db.from('buildings').select('name').eq('id', buildingB).single(),
      db.from('entrances_and_exits').select('name').eq('id', entranceB).single(),
    ]);
    const update = (patch: { building_id?: string; entrance_id?: string | null }) =>
      db.from('spaces').update(patch).eq('id', id).select(NAMES).single();

    const moved = await update({ building_id: buildingB, entrance_id: entranceB });
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ building_name: b?.name, entrance_name: e?.name });

    const backDoor = await addEntrance(buildingB, `Ingang B-achter ${marker}`);
    const switched = await update({ entrance_id: backDoor });
    expect(switched.error).toBeNull();
    expect(switched.data).toEqual({ building_name: b?.name, entrance_name: `Ingang B-achter ${marker}` });

    const cleared = await update({ entrance_id: null });
    expect(cleared.error).toBeNull();
    expect(cleared.data).toEqual({ building_name: b?.name, entrance_name: null });

    const back = await update({ building_id: buildingA });
    expect(back.error).toBeNull();
    expect(back.data).toEqual({ building_name: `Gebouw A ${marker}`, entrance_name: null });
  });

  it('a refused move leaves the names alone', async () => {
    const id = await addSpace({ building_id: buildingA, name: `${marker} geweigerd`, entrance_id: entranceA });
    // Its entrance stays one of building A: spaces_entrance_same_building refuses the move.
    const refused = await db.from('spaces').update({ building_id: buildingB }).eq('id', id).select();
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(await namesOf(id)).toEqual({ building_name: `Gebouw A ${marker}`, entrance_name: `Ingang A ${marker}` });
  });
});

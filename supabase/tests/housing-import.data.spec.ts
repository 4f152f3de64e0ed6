// public.import_housing (20261124000002_housing_import.sql), the CSV import of
// /housing: every row checked with a reason, all rows inserted or none, in one
// transaction; and the /housing-list counts of public.housing_overview.
import { housingImportReasonMessage } from '@facility/data';
import { anonClient, deleteEach, userClient, type Db } from './helpers';

const marker = `import-${Date.now().toString(36)}`;
const buildingName = `Importgebouw ${marker}`;
let db: Db;
let buildingId: string;

interface ImportAnswer {
  rows: number;
  imported: number;
  problems: { row: number; reasons: { code: string; value?: string; other?: string }[] }[];
}

async function importRows(rows: Record<string, string>[], apply: boolean): Promise<ImportAnswer> {
  const { data, error } = await db.rpc('import_housing', { housing_rows: rows, apply });
  if (error) throw error;
  return data as unknown as ImportAnswer;
}

async function unitsOfBuilding() {
  const { data, error } = await db.from('housing').select('*').eq('building_id', buildingId).order('house_number');
  if (error) throw error;
  return data;
}

const good = (houseNumber: string, extra: Record<string, string> = {}) => ({
  building: buildingName,
  house_number: houseNumber,
  floor: '1',
  ...extra,
});

beforeAll(async () => {
  db = await userClient();
  const { data, error } = await db
    .from('buildings')
    .insert({ name: buildingName, street: 'Importlaan 7', city: 'Utrecht', floors: 3 })
    .select('id')
    .single();
  if (error) throw error;
  buildingId = data.id;
});

afterAll(async () => {
  await deleteEach(db, 'housing', 'building_id', [buildingId]);
  await db.from('buildings').delete().eq('id', buildingId);
});

describe('import_housing', () => {
  it('gives every bad row its reasons (line numbers of the file) and stores nothing, also when asked to apply', async () => {
    const rows = [
      good('1'),
      { building: 'Bestaat niet', house_number: '2', floor: '1' },
      { building: buildingName, house_number: '', floor: '' },
      good('4', { floor: '4' }),
      good('5', { type: 'Pacht', status: 'Leeg' }),
      good('6', { square_meters: 'groot', floor: '1,5' }),
      good('1'),
    ];
    for (const apply of [false, true]) {
      const answer = await importRows(rows, apply);
      expect(answer.rows).toBe(7);
      expect(answer.imported).toBe(0);
      expect(answer.problems).toEqual([
        { row: 3, reasons: [{ code: 'building_unknown', value: 'Bestaat niet' }] },
        { row: 4, reasons: [{ code: 'house_number_missing' }, { code: 'floor_missing' }] },
        { row: 5, reasons: [{ code: 'floor_above_building', value: '4', other: '3' }] },
        { row: 6, reasons: [{ code: 'type_unknown', value: 'Pacht' }, { code: 'status_unknown', value: 'Leeg' }] },
        { row: 7, reasons: [{ code: 'floor_invalid', value: '1,5' }, { code: 'square_meters_invalid', value: 'groot' }] },
        { row: 8, reasons: [{ code: 'duplicate_in_file', value: '1', other: '2' }] },
      ]);
    }
    expect(await unitsOfBuilding()).toEqual([]);
  });

  it('refuses a balcony larger than the home per row (housing_balcony_within_living_area); as large is fine', async () => {
    const rows = [good('30', { square_meters: '20', balcony_size: '500' }), good('31', { square_meters: '20', balcony_size: '20,0' })];
    for (const apply of [false, true]) {
      const answer = await importRows(rows, apply);
      expect(answer).toEqual({ rows: 2, imported: 0, problems: [{ row: 2, reasons: [{ code: 'balcony_above_living_area', value: '500', other: '20' }] }] });
    }
    expect(housingImportReasonMessage({ code: 'balcony_above_living_area', value: '500', other: '20' })).toBe(
      "Balkon m² '500' is groter dan de m² van de woning ('20').",
    );
    expect(await unitsOfBuilding()).toEqual([]);
  });

  it('says each reason in Dutch', async () => {
    const answer = await importRows([{ building: 'Bestaat niet', house_number: '', floor: '9' }, good('1', { floor: '7' })], false);
    expect(answer.problems.map((p) => p.reasons.map(housingImportReasonMessage))).toEqual([
      ["Onbekend gebouw 'Bestaat niet'.", 'Huisnummer ontbreekt.'],
      ['Verdieping 7 ligt boven de 3 etages van het gebouw.'],
    ]);
  });

  it('imports all rows at once: street from the building, labels or codes, decimal commas, empty as null', async () => {
    const answer = await importRows(
      [
        good('10', { square_meters: '75,5', balcony_size: '8.25', orientation: 'Zuid', type: 'Koop', status: 'Verhuurd', comments: 'Hoek' }),
        good('11', { floor: '0', type: '', status: '' }),
        good('12', { floor: '3', type: 'sale', status: 'gereserveerd' }),
      ],
      true,
    );
    expect(answer).toEqual({ rows: 3, imported: 3, problems: [] });
    const units = await unitsOfBuilding();
    expect(units.map((u) => [u.house_number, u.street, u.floor, u.square_meters, u.balcony_size, u.orientation, u.type, u.status, u.comments])).toEqual([
      ['10', 'Importlaan 7', 1, 75.5, 8.25, 'Zuid', 'sale', 'rented', 'Hoek'],
      ['11', 'Importlaan 7', 0, null, null, null, 'rent', 'occupied', null],
      ['12', 'Importlaan 7', 3, null, null, null, 'sale', 'reserved', null],
    ]);
  });

  it('reports units that already exist as duplicates, and imports none of the file', async () => {
    const answer = await importRows([good('10'), good('13'), good('11')], true);
    expect(answer.imported).toBe(0);
    expect(answer.problems).toEqual([
      { row: 2, reasons: [{ code: 'duplicate_existing', value: '10' }] },
      { row: 4, reasons: [{ code: 'duplicate_existing', value: '11' }] },
    ]);
    expect((await unitsOfBuilding()).map((u) => u.house_number)).toEqual(['10', '11', '12']);
  });

  it('rolls back every row when the table refuses one while inserting (a text too long)', async () => {
    const { error } = await db.rpc('import_housing', { housing_rows: [good('20'), good('21', { comments: 'x'.repeat(5001) })], apply: true });
    expect(error?.message).toContain('housing_comments_length');
    expect((await unitsOfBuilding()).map((u) => u.house_number)).toEqual(['10', '11', '12']);
  });

  it('is not for the anon key', async () => {
    const { error } = await anonClient().rpc('import_housing', { housing_rows: [good('30')], apply: true });
    expect(error).not.toBeNull();
    expect((await unitsOfBuilding()).map((u) => u.house_number)).toEqual(['10', '11', '12']);
  });
});

describe('housing_overview', () => {
  it("counts a building's units per status", async () => {
    const { data, error } = await db.from('housing_overview').select('*').eq('building_id', buildingId).single();
    if (error) throw error;
    expect(data).toEqual({ building_id: buildingId, building_name: buildingName, total: 3, occupied: 1, rented: 1, sold: 0, reserved: 1 });
  });
});

describe('housing.status_order', () => {
  it("sorts the statuses in the spec's order (Bewoond, Verhuurd, Verkocht, Gereserveerd) and cannot be written", async () => {
    const { data, error } = await db.from('housing').select('house_number, status').eq('building_id', buildingId).order('status_order').order('id');
    if (error) throw error;
    expect(data.map((u) => u.status)).toEqual(['occupied', 'rented', 'reserved']);
    const { error: written } = await db
      .from('housing')
      .insert({ building_id: buildingId, house_number: '40', floor: 0, status_order: 9 } as never);
    expect(written).not.toBeNull();
    expect((await unitsOfBuilding()).map((u) => u.house_number)).toEqual(['10', '11', '12']);
  });
});

describe('housing.house_number_order', () => {
  it('sorts house numbers as people read them (2 before 10, 12 before 12a) and cannot be written', async () => {
    const { data: building, error } = await db
      .from('buildings')
      .insert({ name: `Huisnummervolgorde ${Date.now()}`, street: 'Volgordestraat', city: 'Utrecht', floors: 1 })
      .select('id')
      .single();
    if (error) throw error;
    try {
      const numbers = ['10', '2', '12a', 'B', '12', '1'];
      const { error: inserted } = await db.from('housing').insert(numbers.map((house_number) => ({ building_id: building.id, house_number, floor: 0 })));
      if (inserted) throw inserted;
      const { data, error: read } = await db.from('housing').select('house_number').eq('building_id', building.id).order('house_number_order').order('id');
      if (read) throw read;
      expect(data.map((u) => u.house_number)).toEqual(['B', '1', '2', '10', '12', '12a']);
      const { error: written } = await db
        .from('housing')
        .insert({ building_id: building.id, house_number: '40', floor: 0, house_number_order: '0' } as never);
      expect(written).not.toBeNull();
    } finally {
      // Other specs (the seed's) count the buildings there are: leave none behind.
      await deleteEach(db, 'housing', 'building_id', [building.id]);
      await db.from('buildings').delete().eq('id', building.id);
    }
  });
});

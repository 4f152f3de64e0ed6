// The key loan register (20261124000001_key_loans.sql) and the saves of a row with its
// links in one transaction (save_key, save_supplier), against the real stack as the
// demo user. The loan history cannot be changed or deleted, so the keys with loans made
// here stay (numbers unique per run); the other keys and suppliers go after the last test,
// also when one failed.
import { SINGLE_LINE_MESSAGE, constraintName, toDutchMessage, tooLongMessage } from '@facility/data';
import { OWN_SPEC_TABLES, RUN } from './cases';
import { MISSING_ID, SEED, asBackendError, countRows, deleteEach, ownerDb, userClient, type Db } from './helpers';

let db: Db;
let serial = 0;

beforeAll(async () => {
  db = await userClient();
});

/** This run's rows that may go: keys numbered '<letter>-<RUN>…' without loans, suppliers named '… <RUN>'. */
async function madeHere() {
  const keys = await db.from('keys').select('id').like('number', `_-${RUN}%`);
  const suppliers = await db.from('suppliers').select('id').like('company_name', `% ${RUN}`);
  const loaned = await db.from('key_loans').select('key_id').in('key_id', (keys.data ?? []).map((k) => k.id));
  const error = keys.error ?? suppliers.error ?? loaned.error;
  if (error) throw new Error(error.message);
  const withLoans = new Set((loaned.data ?? []).map((l) => l.key_id));
  return { keys: (keys.data ?? []).map((k) => k.id).filter((id) => !withLoans.has(id)), suppliers: (suppliers.data ?? []).map((s) => s.id) };
}

afterAll(async () => {
  if (!db) return;
  try {
    const made = await madeHere();
    await deleteEach(db, 'keys', 'id', made.keys);
    await deleteEach(db, 'suppliers', 'id', made.suppliers);
    const left = await madeHere();
    if (left.keys.length + left.suppliers.length) throw new Error(`blijven staan: ${left.keys.length} sleutel(s), ${left.suppliers.length} leverancier(s)`);
  } finally {
    await db.auth.signOut();
  }
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const loan = (keyId: string, extra: Record<string, unknown> = {}) => ({
  key_id: keyId,
  kind: 'out',
  borrower_name: 'Jan Jansen',
  borrower_company: 'Schilders BV',
  borrower_phone: '06 1234 5678',
  handed_out_on: day(0),
  due_date: day(7),
  ...extra,
});

async function newKey(): Promise<string> {
  serial += 1;
  const { data, error } = await db.from('keys').insert({ number: `L-${RUN}-${serial}`, key_cabinet_id: SEED.keyCabinet(2) }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function keyState(id: string) {
  const { data, error } = await db.from('keys').select('loaned_to, loaned_until, loan_id').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

async function history(keyId: string) {
  const { data, error } = await db.from('key_loans').select('*').eq('key_id', keyId).order('created_at', { ascending: false }).order('id', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/** Inserts `row` into key_loans, expects the refusal by `constraint` with its Dutch message, and no row stored. */
async function expectLoanRefused(row: Record<string, unknown>, constraint: string, message: string) {
  const before = await countRows(db, 'key_loans');
  const { data, error } = await db.from('key_loans').insert(row as never).select();
  expect(data).toBeNull();
  expect(constraintName(error)).toBe(constraint);
  expect(toDutchMessage(error)).toBe(message);
  expect(await countRows(db, 'key_loans')).toBe(before);
}

const tested = new Set<string>();

describe('the key loan register', () => {
  it('hands a key out once, takes it in, and keeps both events newest first', async () => {
    const key = await newKey();
    expect(await keyState(key)).toEqual({ loaned_to: null, loaned_until: null, loan_id: null });

    const { data: out, error } = await db.from('key_loans').insert(loan(key) as never).select().single();
    expect(error).toBeNull();
    expect(await keyState(key)).toEqual({ loaned_to: 'Jan Jansen', loaned_until: day(7), loan_id: out?.id });

    await expectLoanRefused(loan(key, { borrower_name: 'Piet' }), 'key_loans_key_already_out', 'Deze sleutel is al uitgegeven. Neem de sleutel eerst in.');
    tested.add('key_loans_key_already_out');

    const back = await db.from('key_loans').insert({ key_id: key, kind: 'in' } as never).select().single();
    expect(back.error).toBeNull();
    // The return names whom it came from, and carries no dates.
    expect(back.data).toMatchObject({ kind: 'in', borrower_name: 'Jan Jansen', handed_out_on: null, due_date: null });
    expect(await keyState(key)).toEqual({ loaned_to: null, loaned_until: null, loan_id: null });

    await expectLoanRefused({ key_id: key, kind: 'in' }, 'key_loans_key_not_out', 'Deze sleutel is niet uitgegeven en kan dus niet worden ingenomen.');
    tested.add('key_loans_key_not_out');

    expect((await history(key)).map((l) => l.kind)).toEqual(['in', 'out']);
  });

  it('refuses every update and delete of a loan row through the API, and for the database owner', async () => {
    const key = await newKey();
    const { data: out } = await db.from('key_loans').insert(loan(key) as never).select().single();
    const before = await history(key);

    const update = await db.from('key_loans').update({ borrower_name: 'Iemand anders', due_date: day(30) } as never).eq('id', out?.id as string).select();
    expect(update.data).toBeNull();
    expect(constraintName(update.error)).toBe('key_loans_immutable');
    expect(toDutchMessage(update.error)).toBe('De uitgiftegeschiedenis van een sleutel kan niet worden gewijzigd of verwijderd.');

    const removal = await db.from('key_loans').delete().eq('id', out?.id as string).select();
    expect(removal.data).toBeNull();
    expect(constraintName(removal.error)).toBe('key_loans_immutable');

    const pg = await ownerDb();
    try {
      await expect(pg.query('delete from public.key_loans where id = $1', [out?.id])).rejects.toMatchObject({ code: '23514' });
      const error = await pg.query('update public.key_loans set borrower_name = $2 where id = $1', [out?.id, 'x']).catch(asBackendError);
      expect(toDutchMessage(error)).toBe('De uitgiftegeschiedenis van een sleutel kan niet worden gewijzigd of verwijderd.');
    } finally {
      await pg.end();
    }
    expect(await history(key)).toEqual(before);
    tested.add('key_loans_immutable');
  });

  it('refuses to delete a key with loans, with the reason', async () => {
    const key = await newKey();
    await db.from('key_loans').insert(loan(key) as never);
    await db.from('key_loans').insert({ key_id: key, kind: 'in' } as never);
    const { data, error } = await db.from('keys').delete().eq('id', key).select();
    expect(data).toBeNull();
    expect(toDutchMessage(error)).toBe('Deze sleutel heeft een uitgiftegeschiedenis en kan niet worden verwijderd.');
    expect(await keyState(key)).toBeTruthy();
  });

  it('keeps the loan columns of a key to what the history says, whatever a client sends', async () => {
    const key = await newKey();
    const { error } = await db.from('keys').update({ loaned_to: 'Niemand', loaned_until: day(-3), loan_id: MISSING_ID } as never).eq('id', key);
    expect(error).toBeNull();
    expect(await keyState(key)).toEqual({ loaned_to: null, loaned_until: null, loan_id: null });
  });

  it('refuses a loan that breaks a rule, each with its Dutch message', async () => {
    const key = await newKey();
    const cases: [string, Record<string, unknown>, string][] = [
      ['key_loans_kind_check', { kind: 'lost' }, 'Kies een geldige soort: uitgifte of inname.'],
      ['key_loans_borrower_name_not_blank', { borrower_name: ' \u00A0\u200B' }, 'Naam is verplicht'],
      ['key_loans_borrower_name_length', { borrower_name: 'x'.repeat(201) }, tooLongMessage(200)],
      ['key_loans_borrower_company_length', { borrower_company: 'x'.repeat(201) }, tooLongMessage(200)],
      ['key_loans_borrower_name_single_line', { borrower_name: 'Jan\u0007' }, SINGLE_LINE_MESSAGE],
      ['key_loans_borrower_company_single_line', { borrower_company: 'Bouw\nbedrijf' }, SINGLE_LINE_MESSAGE],
      ['key_loans_borrower_phone_length', { borrower_phone: '0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5' }, tooLongMessage(30)],
      ['key_loans_borrower_phone_format', { borrower_phone: 'bel mij' }, 'Ongeldig telefoonnummer: gebruik 6 tot 20 cijfers, met eventueel spaties, streepjes en een + vooraan.'],
      ['key_loans_out_has_dates', { due_date: null }, 'Vul de uitgiftedatum en de terugbrengdatum in.'],
      ['key_loans_handed_out_on_range', { handed_out_on: '1899-12-31' }, 'De uitgiftedatum moet tussen 1 januari 1900 en 31 december 2200 liggen.'],
      // A hand-out happened (a return is planned: a due date in 2199 is fine).
      ['key_loans_handed_out_on_not_future', { handed_out_on: '2199-01-01', due_date: '2199-12-31' }, 'De uitgiftedatum kan niet in de toekomst liggen.'],
      ['key_loans_due_date_range', { due_date: '2201-01-01' }, 'De terugbrengdatum moet tussen 1 januari 1900 en 31 december 2200 liggen.'],
      ['key_loans_due_after_handed_out', { due_date: day(-1) }, 'De terugbrengdatum mag niet voor de uitgiftedatum liggen.'],
    ];
    for (const [constraint, change, message] of cases) {
      await expectLoanRefused(loan(key, change), constraint, message);
      tested.add(constraint);
    }
    // Nothing was handed out.
    expect(await keyState(key)).toEqual({ loaned_to: null, loaned_until: null, loan_id: null });
  });

  it.each([
    ['key_id', 'Sleutel'],
    ['kind', 'Soort'],
    ['borrower_name', 'Naam'],
  ])('refuses a loan without %s (NOT NULL)', async (column, label) => {
    const key = await newKey();
    const before = await countRows(db, 'key_loans');
    const { error } = await db.from('key_loans').insert(loan(key, { [column]: null }) as never).select();
    expect(error).toMatchObject({ code: '23502' });
    expect(toDutchMessage(error)).toBe(`Vul alle verplichte velden in. Ontbreekt: ${label}.`);
    expect(await countRows(db, 'key_loans')).toBe(before);
  });

  it('tested every rule the schema coverage counts as tested here', () => {
    expect([...tested].sort()).toEqual([...OWN_SPEC_TABLES[0].constraints].sort());
  });
});

describe('a row and its links in one transaction', () => {
  it('save_key stores the key with its spaces, and an edit replaces them', async () => {
    const number = `R-${RUN}`;
    const { data: id, error } = await db.rpc('save_key', {
      p_id: null as never,
      p_key: { number, key_cabinet_id: SEED.keyCabinet(2), floor: 1 },
      p_space_ids: [SEED.space(1), SEED.space(2)],
    });
    expect(error).toBeNull();
    const links = async () => (await db.from('keys_spaces').select('space_id').eq('key_id', id as string).order('space_id')).data?.map((l) => l.space_id);
    expect(await links()).toEqual([SEED.space(1), SEED.space(2)]);

    const edit = await db.rpc('save_key', { p_id: id as string, p_key: { number, key_cabinet_id: SEED.keyCabinet(2), brand: 'Lips' }, p_space_ids: [SEED.space(2)] });
    expect(edit.error).toBeNull();
    expect(await links()).toEqual([SEED.space(2)]);
    expect((await db.from('keys').select('brand, floor').eq('id', id as string).single()).data).toEqual({ brand: 'Lips', floor: null });
  });

  it('save_key leaves nothing behind when a link fails', async () => {
    const keys = await countRows(db, 'keys');
    const links = await countRows(db, 'keys_spaces');
    const { error } = await db.rpc('save_key', {
      p_id: null as never,
      p_key: { number: `F-${RUN}`, key_cabinet_id: SEED.keyCabinet(2) },
      p_space_ids: [SEED.space(1), MISSING_ID],
    });
    expect(toDutchMessage(error)).toBe('De gekozen ruimte bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.');
    expect(await countRows(db, 'keys')).toBe(keys);
    expect(await countRows(db, 'keys_spaces')).toBe(links);
  });

  it('save_key keeps the old links when an edit fails', async () => {
    const { data: id } = await db.rpc('save_key', { p_id: null as never, p_key: { number: `E-${RUN}`, key_cabinet_id: SEED.keyCabinet(2) }, p_space_ids: [SEED.space(1)] });
    const { error } = await db.rpc('save_key', { p_id: id as string, p_key: { number: ' ', key_cabinet_id: SEED.keyCabinet(2) }, p_space_ids: [] });
    expect(toDutchMessage(error)).toBe('Nummer is verplicht');
    expect((await db.from('keys_spaces').select('space_id').eq('key_id', id as string)).data).toEqual([{ space_id: SEED.space(1) }]);
  });

  it('save_supplier stores the supplier with its facility types; an edit replaces them; a failed link leaves nothing', async () => {
    const suppliers = await countRows(db, 'suppliers');
    const failed = await db.rpc('save_supplier', { p_id: null as never, p_supplier: { company_name: `Mislukt ${RUN}` }, p_facility_type_ids: [SEED.facilityType(1), MISSING_ID] });
    expect(toDutchMessage(failed.error)).toBe('De gekozen soort voorziening bestaat niet (meer). Vernieuw de pagina en probeer het opnieuw.');
    expect(await countRows(db, 'suppliers')).toBe(suppliers);

    const { data: id, error } = await db.rpc('save_supplier', {
      p_id: null as never,
      p_supplier: { company_name: `Leverancier ${RUN}`, website: 'https://example.nl' },
      p_facility_type_ids: [SEED.facilityType(1), SEED.facilityType(2)],
    });
    expect(error).toBeNull();
    const saved = (await db.from('suppliers').select('country, suppliers_facility_types(facility_type_id)').eq('id', id as string).single()).data;
    expect(saved?.country).toBe('Nederland');
    expect(saved?.suppliers_facility_types.map((l) => l.facility_type_id).sort()).toEqual([SEED.facilityType(1), SEED.facilityType(2)].sort());

    const edit = await db.rpc('save_supplier', { p_id: id as string, p_supplier: { company_name: `Leverancier ${RUN}` }, p_facility_type_ids: [SEED.facilityType(2)] });
    expect(edit.error).toBeNull();
    expect((await db.from('suppliers_facility_types').select('facility_type_id').eq('supplier_id', id as string)).data).toEqual([{ facility_type_id: SEED.facilityType(2) }]);

    const unsafe = await db.rpc('save_supplier', { p_id: id as string, p_supplier: { company_name: `Leverancier ${RUN}`, website: 'javascript:alert(1)' }, p_facility_type_ids: [] });
    expect(toDutchMessage(unsafe.error)).toBe('Ongeldige website URL');
    expect((await db.from('suppliers_facility_types').select('facility_type_id').eq('supplier_id', id as string)).data).toHaveLength(1);
  });

  it('the anon key alone can call neither', async () => {
    const { anonClient } = await import('./helpers');
    const anon = anonClient();
    const { error } = await anon.rpc('save_key', { p_id: null as never, p_key: { number: `A-${RUN}`, key_cabinet_id: SEED.keyCabinet(2) }, p_space_ids: [] });
    expect(error).not.toBeNull();
    expect(await countRows(db, 'keys')).toBeGreaterThan(0);
    expect((await db.from('keys').select('id').eq('number', `A-${RUN}`)).data).toEqual([]);
  });
});

// Every table, signed in as the demo user: insert, select, update and delete
// work; every NOT NULL, CHECK, UNIQUE and foreign-key rule refuses a bad row,
// leaves the row count unchanged, and maps to its Dutch message; a value at the
// boundary of each value rule is accepted; the timestamps the database keeps
// ignore what the client sends.
import { constraintName, toDutchMessage } from '@facility/data';
import { CASES, FOREIGN_KEYS, MISSING_PARENT_MESSAGES, RUN, caseFor, type TableCase } from './cases';
import {
  MISSING_ID,
  SEED,
  asBackendError,
  countRows,
  ownerDb,
  table,
  userClient,
  whereAll,
  type Db,
  type Row,
  type TableName,
} from './helpers';

let db: Db;

/** Rows this file created and has not deleted yet; removed in afterAll (newest first). */
const created: { table: TableName; match: Row }[] = [];

/** Timestamps as instants: PostgREST answers '…+00:00' for the '…Z' we send. */
function instants(row: Row): Row {
  const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && timestamp.test(v) ? new Date(v).getTime() : v]),
  );
}

function keyOf(c: TableCase, row: Row): Row {
  return Object.fromEntries(c.key.map((k) => [k, row[k]]));
}

async function insertValid(name: TableName, overrides: Row = {}): Promise<Row> {
  const c = caseFor(name);
  const { data, error } = await table(db, name)
    .insert({ ...c.valid(), ...overrides })
    .select()
    .single();
  if (error) throw new Error(`insert into ${name} failed: ${error.message} ${error.details ?? ''}`);
  created.push({ table: name, match: keyOf(c, data) });
  return data;
}

async function remove(name: TableName, match: Row) {
  const { error } = await whereAll(table(db, name).delete(), match);
  if (error) throw new Error(`delete from ${name} failed: ${error.message}`);
  const i = created.findIndex((r) => r.table === name && JSON.stringify(r.match) === JSON.stringify(match));
  if (i >= 0) created.splice(i, 1);
}

/**
 * Insert `row` as the database owner (as the seed does) inside a transaction that is
 * rolled back: the error in supabase-js's shape, or null when the insert worked.
 */
async function insertAsOwner(name: TableName, row: Row): Promise<{ error: unknown; data: null }> {
  const pg = await ownerDb();
  try {
    await pg.query('begin');
    const columns = Object.keys(row);
    await pg.query(
      `insert into public.${name} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((c) => row[c]),
    );
    return { error: null, data: null };
  } catch (error) {
    return { error: asBackendError(error), data: null };
  } finally {
    await pg.query('rollback').catch(() => undefined);
    await pg.end();
  }
}

/** Run `attempt`, expect it to fail with `code`, and the table's row count to stay the same. */
async function expectRefused(name: TableName, code: string, attempt: () => PromiseLike<{ error: unknown; data?: unknown }>) {
  const before = await countRows(db, name);
  const { error, data } = await attempt();
  expect(error).toMatchObject({ code });
  expect(data ?? null).toBeNull();
  expect(await countRows(db, name)).toBe(before);
  return error as { code: string; message: string; details?: string };
}

const countsAtStart = new Map<TableName, number>();

async function countAll(): Promise<Map<TableName, number>> {
  const counts = new Map<TableName, number>();
  for (const c of CASES) counts.set(c.table, await countRows(db, c.table));
  return counts;
}

beforeAll(async () => {
  db = await userClient();
  for (const [name, n] of await countAll()) countsAtStart.set(name, n);
});

afterAll(async () => {
  for (const row of created.reverse()) {
    await whereAll(table(db, row.table).delete(), row.match);
  }
  // Everything this file inserted is gone again.
  expect(Object.fromEntries(await countAll())).toEqual(Object.fromEntries(countsAtStart));
  await db?.auth.signOut();
});

describe.each(CASES.map((c) => [c.table, c] as const))('%s', (name, c) => {
  it('inserts, selects, updates and deletes as a signed-in user', async () => {
    const before = await countRows(db, name);
    const valid = c.valid();

    const inserted = await insertValid(name, valid);
    expect(instants(inserted)).toMatchObject(instants({ ...valid, ...(c.filled ?? {}) }));
    const match = keyOf(c, inserted);
    expect(await countRows(db, name)).toBe(before + 1);

    const selected = await whereAll(table(db, name).select('*'), match).single();
    expect(selected.error).toBeNull();
    expect(selected.data).toEqual(inserted);

    const updated = await whereAll(table(db, name).update(c.update), match).select().single();
    expect(updated.error).toBeNull();
    expect(instants(updated.data)).toMatchObject(instants(c.updated ?? c.update));
    const newMatch = keyOf(c, updated.data);
    created[created.length - 1].match = newMatch;

    await remove(name, newMatch);
    const gone = await whereAll(table(db, name).select('*'), newMatch);
    expect(gone.data).toEqual([]);
    expect(await countRows(db, name)).toBe(before);
  });

  const required = Object.entries(c.required) as [string, string][];
  it.each(required)('refuses a row without %s (NOT NULL)', async (column, label) => {
    const error = await expectRefused(name, '23502', () =>
      table(db, name)
        .insert({ ...c.valid(), [column]: null })
        .select(),
    );
    expect(error.message).toContain(`"${column}"`);
    expect(toDutchMessage(error)).toBe(`Vul alle verplichte velden in. Ontbreekt: ${label}.`);
  });

  const title = (b: TableCase['bad'][number]) =>
    b.constraint + (b.update ? ' (update)' : '') + (b.asOwner ? ' (as the database owner)' : '') + (b.note ? ` (${JSON.stringify(b.note)})` : '');
  it.each(c.bad.map((b) => [title(b), b] as const))(
    'refuses a row breaking %s',
    async (_title, bad) => {
      const code = /_key$|_pkey$/.test(bad.constraint) ? '23505' : '23514';
      let error;
      if (bad.asOwner) {
        error = await expectRefused(name, code, () => insertAsOwner(name, { ...c.valid(), ...bad.row }));
      } else if (bad.update) {
        const { match, patch } = bad.update;
        const original = await whereAll(table(db, name).select('*'), match).single();
        expect(original.error).toBeNull();
        error = await expectRefused(name, code, () => whereAll(table(db, name).update(patch), match).select());
        const after = await whereAll(table(db, name).select('*'), match).single();
        expect(after.data).toEqual(original.data);
      } else {
        error = await expectRefused(name, code, () =>
          table(db, name)
            .insert({ ...c.valid(), ...bad.row })
            .select(),
        );
      }
      expect(constraintName(error)).toBe(bad.constraint);
      expect(toDutchMessage(error)).toBe(bad.message);
    },
  );

  const accepted = c.accepted ?? [];
  if (accepted.length) {
    it.each(accepted.map((a) => [a.rule, a] as const))('accepts and stores a row at the boundary of %s', async (_rule, a) => {
      const before = await countRows(db, name);
      const inserted = await insertValid(name, { ...c.valid(), ...a.row });
      expect(instants(inserted)).toMatchObject(instants(a.row));
      expect(await countRows(db, name)).toBe(before + 1);
      await remove(name, keyOf(c, inserted));
    });
  }

  const fks = FOREIGN_KEYS.filter((f) => f.child === name);
  if (fks.length) {
    it.each(fks.map((f) => [f.column, f] as const))('refuses %s pointing at a row that does not exist', async (_col, f) => {
      const error = await expectRefused(name, '23503', () =>
        table(db, name)
          .insert({ ...c.valid(), [f.column]: MISSING_ID })
          .select(),
      );
      expect(error.details ?? '').toContain(`"${f.parent}"`);
      expect(toDutchMessage(error)).toBe(MISSING_PARENT_MESSAGES[f.parent]);
    });
  }
});

describe('deleting a row that is still referenced', () => {
  const restricted = FOREIGN_KEYS.filter((f) => !f.cascade);
  it.each(restricted.map((f) => [`${f.parent} <- ${f.child}.${f.column}`, f] as const))(
    '%s is refused with the reason',
    async (_title, f) => {
      const parent = await insertValid(f.parent, f.parentRow);
      if (f.parentNeeds) await insertValid(f.parentNeeds.table, f.parentNeeds.row(parent.id as string));
      const child = await insertValid(f.child, { [f.column]: parent.id });
      const error = await expectRefused(f.parent, '23503', () => table(db, f.parent).delete().eq('id', parent.id).select());
      expect(toDutchMessage(error)).toBe(f.deleteMessage);
      // Once the child is gone the parent can be deleted.
      await remove(f.child, keyOf(caseFor(f.child), child));
      await remove(f.parent, { id: parent.id });
    },
  );

  const cascading = FOREIGN_KEYS.filter((f) => f.cascade);
  it.each(cascading.map((f) => [`${f.parent} <- ${f.child}.${f.column}`, f] as const))(
    '%s removes only the link rows (cascade)',
    async (_title, f) => {
      const parent = await insertValid(f.parent);
      const link = await insertValid(f.child, { [f.column]: parent.id });
      const links = await countRows(db, f.child);
      await remove(f.parent, { id: parent.id });
      expect(await countRows(db, f.child)).toBe(links - 1);
      const gone = await whereAll(table(db, f.child).select('*'), keyOf(caseFor(f.child), link));
      expect(gone.data).toEqual([]);
      const i = created.findIndex((r) => r.table === f.child);
      if (i >= 0) created.splice(i, 1);
    },
  );
});

describe('rules that need a little more than one row', () => {
  it('a building may not shrink below its spaces, but may when they fit', async () => {
    const building = await insertValid('buildings', { floors: 3 });
    const space = await insertValid('spaces', { building_id: building.id, floor: 2 });
    const refused = await table(db, 'buildings').update({ floors: 1 }).eq('id', building.id).select();
    expect(toDutchMessage(refused.error)).toBe(
      'Het aantal etages kan niet lager worden: er liggen ruimtes op een hogere etage van dit gebouw.',
    );
    const ok = await table(db, 'buildings').update({ floors: 2 }).eq('id', building.id).select().single();
    expect(ok.error).toBeNull();
    expect(ok.data.floors).toBe(2);
    await remove('spaces', { id: space.id });
    await remove('buildings', { id: building.id });
  });

  it('a cleaning request records when it was completed, and forgets it when reopened', async () => {
    const request = await insertValid('cleaning_requests');
    const done = await table(db, 'cleaning_requests').update({ status: 'completed' }).eq('id', request.id).select().single();
    expect(done.data.completed_at).not.toBeNull();
    const reopened = await table(db, 'cleaning_requests').update({ status: 'approved' }).eq('id', request.id).select().single();
    expect(reopened.data.completed_at).toBeNull();
    await remove('cleaning_requests', { id: request.id });
  });

  it('a complaint records when it was resolved, and forgets it when reopened', async () => {
    const complaint = await insertValid('cleaning_complaints');
    const resolved = await table(db, 'cleaning_complaints').update({ status: 'resolved' }).eq('id', complaint.id).select().single();
    expect(resolved.data.resolved_at).not.toBeNull();
    const reopened = await table(db, 'cleaning_complaints').update({ status: 'in_progress' }).eq('id', complaint.id).select().single();
    expect(reopened.data.resolved_at).toBeNull();
    await remove('cleaning_complaints', { id: complaint.id });
  });

  it('a task ends on the day it starts (calendar days in Amsterdam), not before', async () => {
    const start = new Date();
    start.setUTCHours(12, 0, 0, 0);
    const sameDay = new Date(start);
    sameDay.setUTCHours(6, 0, 0, 0); // earlier that same day
    const task = await insertValid('tasks', { start_date: start.toISOString(), end_date: sameDay.toISOString() });
    expect(task.end_date).not.toBeNull();
    await remove('tasks', { id: task.id });
  });
});

describe('timestamps the database keeps', () => {
  const LONG_AGO = '2001-02-03T04:05:06Z';
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  /** A moment the database set just now (this machine runs the database: same clock). */
  const isJustNow = (value: unknown) => Math.abs(new Date(value as string).getTime() - Date.now()) < 60_000;

  async function patch(name: TableName, id: unknown, change: Row): Promise<Row> {
    const { data, error } = await table(db, name).update(change).eq('id', id).select().single();
    expect(error).toBeNull();
    return data as Row;
  }

  it.each(CASES.filter((c) => c.maintained?.includes('created_at')).map((c) => [c.table, c] as const))(
    '%s: created_at is now() on insert and unchanged on update, whatever the client sends',
    async (name, c) => {
      const row = await insertValid(name, { created_at: LONG_AGO });
      expect(isJustNow(row.created_at)).toBe(true);
      const updated = await whereAll(table(db, name).update({ created_at: '2002-01-01T00:00:00Z' }), keyOf(c, row)).select().single();
      expect(updated.error).toBeNull();
      expect(updated.data.created_at).toBe(row.created_at);
      const cleared = await whereAll(table(db, name).update({ created_at: null }), keyOf(c, row)).select().single();
      expect(cleared.error).toBeNull();
      expect(cleared.data.created_at).toBe(row.created_at);
      await remove(name, keyOf(c, row));
    },
  );

  it('the seed (the database owner) keeps the moments it sends', async () => {
    const seeded = await table(db, 'buildings').select('created_at').eq('id', SEED.building(1)).single();
    expect(new Date(seeded.data?.created_at).getTime()).toBeLessThan(Date.now() - 300 * 86_400_000);

    const pg = await ownerDb();
    try {
      await pg.query('begin');
      const building = await pg.query(
        `insert into public.buildings (name, street, city, created_at) values ($1, 'Straat 1', 'Utrecht', $2) returning created_at`,
        [`Eigenaar ${RUN}`, LONG_AGO],
      );
      expect(building.rows[0].created_at.toISOString()).toBe('2001-02-03T04:05:06.000Z');
      const task = await pg.query(
        `insert into public.tasks (title, start_date, is_completed, completed_at) values ($1, now(), true, $2) returning completed_at`,
        [`Eigenaar ${RUN}`, LONG_AGO],
      );
      expect(task.rows[0].completed_at.toISOString()).toBe('2001-02-03T04:05:06.000Z');
    } finally {
      await pg.query('rollback');
      await pg.end();
    }
  });

  it('tasks: completed_at is the moment the task is completed, and empty while it is open', async () => {
    const task = await insertValid('tasks', { is_completed: true, completed_at: LONG_AGO });
    expect(isJustNow(task.completed_at)).toBe(true);

    const reopened = await patch('tasks', task.id, { is_completed: false, completed_at: LONG_AGO });
    expect(reopened.completed_at).toBeNull();

    const completed = await patch('tasks', task.id, { is_completed: true, completed_at: LONG_AGO });
    expect(isJustNow(completed.completed_at)).toBe(true);
    // Other changes, or completed again without a new moment, keep it.
    expect((await patch('tasks', task.id, { hours_spent: 1 })).completed_at).toBe(completed.completed_at);
    expect((await patch('tasks', task.id, { is_completed: true })).completed_at).toBe(completed.completed_at);
    expect((await patch('tasks', task.id, { is_completed: true, completed_at: null })).completed_at).toBe(completed.completed_at);
    await remove('tasks', { id: task.id });
  });

  it('tasks: completing an occurrence of a recurring task as the app does stores the moment of the database', async () => {
    // apps/tasks-mf/src/tasks/taskCompletion.ts (completionChange) sends is_completed, its own
    // clock's completed_at and the next occurrence; here a client clock running 5 minutes behind.
    const task = await insertValid('tasks', { start_date: inDays(-14), is_recurring: true, recurrence_pattern: 'weekly' });
    const change = (next: number) => ({
      is_completed: true,
      completed_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      next_occurrence_at: inDays(next),
    });
    const sent = change(7);
    const first = await patch('tasks', task.id, sent);
    expect(isJustNow(first.completed_at)).toBe(true);
    expect(new Date(first.completed_at as string).getTime()).toBeGreaterThan(new Date(sent.completed_at).getTime());
    expect(new Date(first.next_occurrence_at as string).getTime()).toBe(new Date(sent.next_occurrence_at).getTime());
    // The next occurrence completed: a new moment.
    const second = await patch('tasks', task.id, change(14));
    expect(new Date(second.completed_at as string).getTime()).toBeGreaterThanOrEqual(new Date(first.completed_at as string).getTime());
    expect(second.completed_at).not.toBe(first.completed_at);
    // Reopened as the app does.
    const reopened = await patch('tasks', task.id, { is_completed: false, completed_at: null, next_occurrence_at: null });
    expect(reopened).toMatchObject({ is_completed: false, completed_at: null, next_occurrence_at: null });
    await remove('tasks', { id: task.id });
  });

  it('malfunctions: resolved_at is the moment it was resolved; reopening empties it', async () => {
    const malfunction = await insertValid('malfunctions', { started_at: inDays(-5), resolved_at: inDays(-2) });
    expect(isJustNow(malfunction.resolved_at)).toBe(true);
    expect((await patch('malfunctions', malfunction.id, { resolved_at: inDays(-1) })).resolved_at).toBe(malfunction.resolved_at);
    expect((await patch('malfunctions', malfunction.id, { resolved_at: null })).resolved_at).toBeNull();
    expect(isJustNow((await patch('malfunctions', malfunction.id, { resolved_at: inDays(-4) })).resolved_at)).toBe(true);
    await remove('malfunctions', { id: malfunction.id });
  });

  it('complaints and quotes: resolved_at / completed_at are the moment of the status, not what the client sends', async () => {
    const complaint = await insertValid('cleaning_complaints', { status: 'resolved', resolved_at: LONG_AGO });
    expect(isJustNow(complaint.resolved_at)).toBe(true);
    expect((await patch('cleaning_complaints', complaint.id, { resolved_at: inDays(-1) })).resolved_at).toBe(complaint.resolved_at);
    expect((await patch('cleaning_complaints', complaint.id, { status: 'open' })).resolved_at).toBeNull();
    await remove('cleaning_complaints', { id: complaint.id });

    const request = await insertValid('cleaning_requests', { status: 'completed', completed_at: LONG_AGO });
    expect(isJustNow(request.completed_at)).toBe(true);
    expect((await patch('cleaning_requests', request.id, { completed_at: inDays(-1) })).completed_at).toBe(request.completed_at);
    expect((await patch('cleaning_requests', request.id, { status: 'approved' })).completed_at).toBeNull();
    await remove('cleaning_requests', { id: request.id });
  });
});

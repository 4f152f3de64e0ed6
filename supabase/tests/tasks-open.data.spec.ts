// Which tasks are open and which have started is asked of the database at the moment of
// asking (20261128000000_task_open_and_started.sql): /tasks and the dashboard filter on the
// computed fields is_open and has_started instead of writing "now" into the request.
import { RUN } from './cases';
import { deleteEach, ownerDb, userClient, type Db } from './helpers';

let db: Db;
const title = (name: string) => `Open ${RUN} ${name}`;
const ago = (days: number) => `now() - interval '${days} days'`;

beforeAll(async () => {
  db = await userClient();
  // As the owner, as the seed writes: a completed occurrence's moment in the past cannot be sent through the API.
  const pg = await ownerDb();
  try {
    await pg.query(`
      insert into public.tasks (title, start_date, is_completed, completed_at, is_recurring, recurrence_pattern, next_occurrence_at) values
        ('${title('begonnen')}', ${ago(1)}, false, null, false, null, null),
        ('${title('morgen')}', ${ago(-1)}, false, null, false, null, null),
        ('${title('voltooid')}', ${ago(3)}, true, ${ago(2)}, false, null, null),
        ('${title('volgende keer begonnen')}', ${ago(9)}, true, ${ago(2)}, true, 'weekly', ${ago(1)}),
        ('${title('volgende keer morgen')}', ${ago(9)}, true, ${ago(2)}, true, 'weekly', ${ago(-1)})`);
  } finally {
    await pg.end();
  }
});

afterAll(async () => {
  if (!db) return;
  try {
    const { data } = await db.from('tasks').select('title').like('title', `Open ${RUN} %`);
    await deleteEach(db, 'tasks', 'title', (data ?? []).map((t) => t.title));
  } finally {
    await db.auth.signOut();
  }
});

async function titles(filter: (query: ReturnType<typeof ofThisRun>) => ReturnType<typeof ofThisRun>) {
  const { data, error } = await filter(ofThisRun());
  if (error) throw new Error(error.message);
  return (data ?? []).map((t) => t.title.replace(`Open ${RUN} `, '')).sort();
}
const ofThisRun = () => db.from('tasks').select('title').like('title', `Open ${RUN} %`);

test('open: not completed, or recurring with its next occurrence begun', async () => {
  expect(await titles((q) => q.is('is_open', true))).toEqual(['begonnen', 'morgen', 'volgende keer begonnen']);
});

test('started: the start date has come', async () => {
  expect(await titles((q) => q.is('is_open', true).is('has_started', true))).toEqual(['begonnen', 'volgende keer begonnen']);
});

test('the dashboard count asks the same and gets the number of those rows', async () => {
  const { count, error } = await db.from('tasks').select('id', { count: 'exact', head: true }).like('title', `Open ${RUN} %`).is('is_open', true);
  expect(error).toBeNull();
  expect(count).toBe(3);
});

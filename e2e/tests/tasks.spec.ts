import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { restAsDemoUser, seededReadingTaskOnToday, sqlAsOwner } from '../support';

// The product is used in the Netherlands; the seed's "today" is Amsterdam's.
test.use({ timezoneId: 'Europe/Amsterdam' });

const WATER_UTILITY_ID = '00000014-0000-4000-8000-000000000001';
const SEEDED_READING_TASK = 'Meteropname: Water (Hoofdmeter Kantoor Utrecht)';
const DAY = 24 * 3600 * 1000;

const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

interface TaskRow {
  id: string;
  title: string;
  is_completed: boolean;
  completed_at: string | null;
}

/** Noon UTC of `date`'s UTC day: the same calendar day in Amsterdam. */
const noon = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12));

async function insertTask(row: Record<string, unknown>): Promise<TaskRow> {
  const [task] = (await restAsDemoUser('tasks', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify(row),
  })) as TaskRow[];
  return task;
}

async function taskById(id: string): Promise<TaskRow> {
  const [task] = (await restAsDemoUser(`tasks?id=eq.${id}&select=*`)) as TaskRow[];
  return task;
}

async function readingCount() {
  return ((await restAsDemoUser('utility_readings?select=id')) as unknown[]).length;
}

const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const dayItem = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
const dayHeading = (page: Page, day: Date) =>
  page.getByRole('heading', { name: `Taken op ${format(day, 'EEEE d MMMM yyyy', { locale: nl })}` });

async function openTasksLoaded(page: Page) {
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Openstaande Taken' })).toBeVisible();
  await expect(page.getByText('Laden...')).toHaveCount(0);
}

/** Opens /calendar on the month of `day` and selects that day. */
async function showCalendarDay(page: Page, day: Date) {
  await page.goto('/calendar');
  await expect(dayHeading(page, new Date())).toBeVisible();
  const now = new Date();
  const monthsAhead = (day.getUTCFullYear() - now.getUTCFullYear()) * 12 + day.getUTCMonth() - now.getUTCMonth();
  for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: 'Volgende maand' }).click();
  await page.getByRole('gridcell', { name: String(day.getUTCDate()), exact: true }).click();
  await expect(dayHeading(page, day)).toBeVisible();
}

test.describe('tasks', () => {
  test('a new task is saved with a toast and is listed on /tasks', async ({ page }) => {
    const title = unique('E2E nieuwe taak');
    await page.goto('/new-task');
    await expect(page.getByRole('heading', { name: 'Taak Toevoegen' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Taaknaam' }).fill(`  ${title}  `);
    await page.getByRole('textbox', { name: 'Opmerkingen' }).fill('Aangemaakt door de e2e-test');
    // Typed as people do, without leading zeros; the field reads it back as dd-mm-jjjj.
    const startDate = page.getByRole('textbox', { name: 'Startdatum', exact: true });
    await startDate.click();
    await startDate.pressSequentially(format(new Date(), 'd-M-yyyy'));
    await startDate.blur();
    await expect(startDate).toHaveValue(format(new Date(), 'dd-MM-yyyy'));
    await page.getByRole('button', { name: 'Taak Toevoegen' }).click();

    await expect(page.getByText('Taak toegevoegd')).toBeVisible();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(taskCard(page, title)).toBeVisible();
    const [saved] = (await restAsDemoUser(`tasks?title=eq.${encodeURIComponent(title)}&select=*`)) as TaskRow[];
    expect(saved).toMatchObject({ title, is_completed: false, completed_at: null });
  });

  test('completing a task shows a toast and it leaves /tasks', async ({ page }) => {
    const title = unique('E2E af te ronden taak');
    const task = await insertTask({ title, start_date: new Date(Date.now() - 60_000).toISOString() });
    await openTasksLoaded(page);
    await taskCard(page, title).getByRole('checkbox', { name: 'Voltooid' }).click();

    await expect(page.getByText('Taak voltooid')).toBeVisible();
    await expect(taskCard(page, title)).toHaveCount(0);
    const saved = await taskById(task.id);
    expect(saved.is_completed).toBe(true);
    expect(saved.completed_at).not.toBeNull();
  });

  test('completing a recurring task completes this occurrence: it is back on /tasks when the next one begins', async ({ page }) => {
    const title = unique('E2E dagelijkse taak');
    const start = new Date(Date.now() - 2 * DAY);
    const task = await insertTask({ title, start_date: start.toISOString(), is_recurring: true, recurrence_pattern: 'daily' });
    await openTasksLoaded(page);
    await taskCard(page, title).getByRole('checkbox', { name: 'Voltooid' }).click();
    await expect(page.getByText('Taak voltooid')).toBeVisible();
    await expect(taskCard(page, title)).toHaveCount(0);

    // The next occurrence is tomorrow, at the task's start time (an hour either way: daylight saving).
    const saved = (await taskById(task.id)) as TaskRow & { next_occurrence_at: string };
    const next = new Date(saved.next_occurrence_at);
    expect(Math.abs(next.getTime() - start.getTime() - 3 * DAY)).toBeLessThanOrEqual(3600_000);

    // A day later (moved back in the database instead of waiting; the database sets
    // completion moments itself, so only its owner can move them): open again.
    await sqlAsOwner(
      "update public.tasks set completed_at = now() - interval '1 day', next_occurrence_at = now() - interval '1 minute' where id = $1",
      [task.id],
    );
    await openTasksLoaded(page);
    await expect(taskCard(page, title).getByRole('checkbox', { name: 'Voltooid' })).not.toBeChecked();
  });

  test('a future task is not on /tasks but is on its calendar day', async ({ page }) => {
    const title = unique('E2E toekomstige taak');
    const day = noon(new Date(Date.now() + 2 * DAY));
    await insertTask({ title, start_date: day.toISOString() });

    await openTasksLoaded(page);
    await expect(taskCard(page, title)).toHaveCount(0);

    await showCalendarDay(page, day);
    await expect(dayItem(page, title)).toBeVisible();
  });

  test('a weekly recurring task shows a dot on each week of the month', async ({ page }) => {
    const title = unique('E2E wekelijkse taak');
    const today = new Date();
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1, 12));
    await insertTask({ title, start_date: first.toISOString(), is_recurring: true, recurrence_pattern: 'weekly' });
    const weeks = [0, 7, 14, 21, 28]
      .map((offset) => new Date(first.getTime() + offset * DAY))
      .filter((day) => day.getUTCMonth() === first.getUTCMonth());

    await page.goto('/calendar');
    for (const day of weeks) {
      await expect(page.locator(`[data-day="${format(day, 'yyyy-MM-dd')}"][data-has-tasks]`)).toHaveCount(1);
      await page.getByRole('gridcell', { name: String(day.getUTCDate()), exact: true }).click();
      await expect(dayHeading(page, day)).toBeVisible();
      await expect(dayItem(page, title)).toBeVisible();
    }
    const between = new Date(first.getTime() + DAY);
    await page.getByRole('gridcell', { name: String(between.getUTCDate()), exact: true }).click();
    await expect(dayHeading(page, between)).toBeVisible();
    await expect(dayItem(page, title)).toHaveCount(0);
  });

  test('the seeded meter-reading task takes a reading, stores it and is then Voltooid', async ({ page }) => {
    const value = `${Math.floor(Math.random() * 90_000) + 10_000},5`;
    await seededReadingTaskOnToday();
    await page.goto('/calendar');
    const item = dayItem(page, SEEDED_READING_TASK);
    await item.getByRole('button', { name: 'Meterstand invoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meteropname Toevoegen' });
    await dialog.getByRole('textbox', { name: /Meterstand/ }).fill(value);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page.getByText('Meteropname toegevoegd')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(item.getByText('Voltooid')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Meterstand invoeren' })).toHaveCount(0);
    const readings = (await restAsDemoUser(`utility_readings?reading_value=eq.${encodeURIComponent(value)}&select=utility_id`)) as {
      utility_id: string;
    }[];
    expect(readings).toEqual([{ utility_id: WATER_UTILITY_ID }]);
    const [task] = (await restAsDemoUser(`tasks?title=eq.${encodeURIComponent(SEEDED_READING_TASK)}&select=*`)) as TaskRow[];
    expect(task.is_completed).toBe(true);
  });

  test('a blank meter reading shows its message and stores nothing', async ({ page }) => {
    const title = `Meteropname: Water (${unique('e2e')})`;
    const task = await insertTask({ title, start_date: new Date(Date.now() - 60_000).toISOString() });
    const before = await readingCount();
    await page.goto('/calendar');
    await dayItem(page, title).getByRole('button', { name: 'Meterstand invoeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meteropname Toevoegen' });
    await dialog.getByRole('textbox', { name: /Meterstand/ }).fill('   ');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();

    await expect(dialog.getByText('Vul een meterstand in.')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await readingCount()).toBe(before);
    expect((await taskById(task.id)).is_completed).toBe(false);
  });
});

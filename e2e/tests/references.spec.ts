// Reference choices that scale: with more buildings than PostgREST answers rows (1,000), a
// form's building field still finds every building, because it asks the database for what
// is typed instead of loading the whole table.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectToast, restAsDemoUser, sqlAsOwner, unique } from '../support';

const marker = unique('Keuze').replace(' ', '');
const BULK = 1010;
const target = `Zzz Keuzegebouw ${marker}`;

test.beforeAll(async () => {
  // All before the target by name: it is the last of more than 1,000.
  await sqlAsOwner(
    `insert into public.buildings (name, street, city, floors)
     select format('Bulk %s %s', $1::text, lpad(i::text, 4, '0')), 'Bulkstraat 1', 'Utrecht', 2
     from generate_series(1, $2::int) i`,
    [marker, BULK],
  );
  await sqlAsOwner(`insert into public.buildings (name, street, city, floors) values ($1, 'Eindstraat 9', 'Zwolle', 4)`, [target]);
});

test.afterAll(async () => {
  await sqlAsOwner(`delete from public.spaces where building_id in (select id from public.buildings where name like '%' || $1 || '%')`, [marker]);
  await sqlAsOwner(`delete from public.buildings where name like '%' || $1 || '%'`, [marker]);
});

test('a building beyond the first 1,000 by name is found by typing part of its name, chosen and saved', async ({ page }) => {
  test.setTimeout(60_000);
  // What the old select loaded: the first 1,000 buildings by name, without this one.
  const firstThousand: { id: string; name: string }[] = await restAsDemoUser('buildings?select=id,name&order=name');
  expect(firstThousand).toHaveLength(1000);
  expect(firstThousand.map((b) => b.name)).not.toContain(target);

  const spaceName = unique('E2E Keuzeruimte');
  await page.goto('/spaces');
  await page.getByRole('button', { name: 'Ruimte Toevoegen' }).click();
  const form = page.getByRole('form', { name: 'Nieuwe Ruimte' });
  const building = form.getByRole('combobox', { name: 'Gebouw' });
  await building.click();
  await building.pressSequentially(`keuzegebouw ${marker.toLowerCase()}`);
  const option = page.getByRole('option', { name: `${target} Eindstraat 9, Zwolle` });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);

  // The field and its open list, as a screen reader meets them.
  const axe = await new AxeBuilder({ page }).include('main form').include('[role="listbox"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await option.click();
  await expect(building).toHaveValue(target);
  // The chosen building's floors, read with it, set the floor's maximum.
  await expect(form.getByText('Maximum: 4 etages')).toBeVisible();
  await form.getByLabel('Naam').fill(spaceName);
  await form.getByLabel('Etage').fill('3');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, 'De ruimte is succesvol toegevoegd.');

  const [saved] = await restAsDemoUser(`spaces?name=eq.${encodeURIComponent(spaceName)}&select=building:buildings(name)`);
  expect(saved.building.name).toBe(target);
});

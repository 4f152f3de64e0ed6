// Upgrading a database that already has users (supabase/migrations/
// 20261129000400_staff_for_existing_users.sql): each user without a staff row becomes a
// beheerder of all buildings, named by their metadata's name or else their e-mail; a user
// who has a staff row keeps it. Run as the database owner inside a transaction that is
// rolled back, with the migration's own file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { ownerDb } from './helpers';

const MIGRATION = readFileSync(path.join(__dirname, '../migrations/20261129000400_staff_for_existing_users.sql'), 'utf8');

let owner: Client;
beforeAll(async () => {
  owner = await ownerDb();
});
afterAll(() => owner.end());

async function addUser(email: string, metadata: object) {
  const id = randomUUID();
  await owner.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [id, email, metadata]);
  return id;
}

const staffOf = async (id: string) => (await owner.query(`select name, role, all_buildings, active from public.staff where user_id = $1`, [id])).rows;

it('gives every user without a staff row the access they had: beheerder of all buildings, named by their name or e-mail; a staff row stays as it is', async () => {
  await owner.query('begin');
  try {
    const named = await addUser(`upgrade-${randomUUID()}@example.nl`, { name: '  Jan\n de Vries ' });
    const unnamedEmail = `upgrade-${randomUUID()}@example.nl`;
    const unnamed = await addUser(unnamedEmail, {});
    const reader = await addUser(`upgrade-${randomUUID()}@example.nl`, { name: 'Lotte' });
    await owner.query(`insert into public.staff (user_id, name, role, all_buildings) values ($1, 'Lotte', 'lezer', false)`, [reader]);

    await owner.query(MIGRATION);

    expect(await staffOf(named)).toEqual([{ name: 'Jan de Vries', role: 'beheerder', all_buildings: true, active: true }]);
    expect(await staffOf(unnamed)).toEqual([{ name: unnamedEmail, role: 'beheerder', all_buildings: true, active: true }]);
    expect(await staffOf(reader)).toEqual([{ name: 'Lotte', role: 'lezer', all_buildings: false, active: true }]);
  } finally {
    await owner.query('rollback');
  }
});

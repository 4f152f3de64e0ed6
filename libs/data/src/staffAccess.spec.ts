import { SHARED_TABLES, writeAccessOf } from './staffAccess';

describe('what each role may write, as the database rules say', () => {
  it('a beheerder adds, changes and deletes everything', () => {
    const access = writeAccessOf('beheerder');
    expect(access.write).toBe(true);
    expect(access.mayDelete('spaces')).toBe(true);
    expect(access.mayDelete('suppliers')).toBe(true);
  });

  it("a medewerker deletes their buildings' rows, not the rows every building shares", () => {
    const access = writeAccessOf('medewerker');
    expect(access.write).toBe(true);
    expect(access.mayDelete('spaces')).toBe(true);
    for (const table of SHARED_TABLES) expect(access.mayDelete(table)).toBe(false);
  });

  it('a lezer, or someone without access, changes nothing', () => {
    for (const role of ['lezer', null] as const) {
      const access = writeAccessOf(role);
      expect(access.write).toBe(false);
      expect(access.mayDelete('spaces')).toBe(false);
      expect(access.mayDelete('suppliers')).toBe(false);
    }
  });
});

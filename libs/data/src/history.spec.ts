import { deletedRowLabel, historyChanges, historyLine, historyTableLabel, restoreFailureMessage, type HistoryEntry } from './history';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  table_name: 'malfunctions',
  row_id: 'm1',
  action: 'update',
  actor_email: 'ria@example.nl',
  actor_name: 'Ria de Vries',
  changed_at: '2026-11-26T14:32:00',
  changes: null,
  row_count: 1,
  label: null,
  ...over,
});

describe('history as the screens show it', () => {
  it("says who changed what and when, with the column's Dutch label and the list's formats", () => {
    const line = historyLine(entry({ changes: { resolved_at: [null, '2026-11-26T14:32:00'], priority: ['low', 'high'] } }));
    expect(line).toBe('26-11-2026 14:32 · Ria de Vries · Status: Open → Opgelost; Einddatum: — → 26-11-2026 14:32; Prioriteit: Laag → Hoog');
  });

  it('shows days, decimals and yes/no as the lists do', () => {
    expect(historyChanges('housing', { square_meters: [72.5, 80], status: ['rented', 'sold'] })).toEqual(['Oppervlakte: 72,5 → 80', 'Status: Verhuurd → Verkocht']);
    expect(historyChanges('spaces', { front_door_key: [false, true] })).toEqual(['Voordeursleutel: Nee → Ja']);
    expect(historyChanges('tasks', { start_date: ['2026-11-01', '2026-12-24'] })).toEqual(['Startdatum: 01-11-2026 → 24-12-2026']);
  });

  it("names a moved reference by the name copied with it, not by its id", () => {
    expect(historyChanges('spaces', { building_id: ['b1', 'b2'], building_name: ['Kantoor', 'Magazijn'] })).toEqual(['Gebouw: Kantoor → Magazijn']);
    expect(historyChanges('malfunctions', { supplier_id: ['s1', 's2'] })).toEqual(['Leverancier gewijzigd']);
  });

  it('tells the system, an import and a restore apart', () => {
    expect(historyLine(entry({ actor_name: null, actor_email: null, action: 'insert', changes: null }))).toBe('26-11-2026 14:32 · Systeem · Toegevoegd');
    expect(historyLine(entry({ row_id: null, action: 'insert', row_count: 250, label: 'Woningen geïmporteerd' }))).toContain('Woningen geïmporteerd: 250 rijen');
    expect(historyLine(entry({ action: 'insert', label: 'Hersteld' }))).toContain('· Hersteld');
  });

  it('names tables and deleted rows as a person recognises them', () => {
    expect(historyTableLabel('technical_provisions')).toBe('Technische voorziening');
    expect(historyTableLabel('spaces')).toBe('Ruimte');
    expect(deletedRowLabel({ street: 'Spaklerweg', house_number: '45-3' })).toBe('Spaklerweg 45-3');
    expect(deletedRowLabel({ name: 'Receptie', description: 'x' })).toBe('Receptie');
  });

  it('explains in Dutch why a restore cannot be done', () => {
    const missing = { code: '23503', message: 'insert or update on table "spaces" violates foreign key constraint "spaces_building_id_fkey"', details: 'Key (building_id)=(x) is not present in table "buildings".' };
    expect(restoreFailureMessage(missing)).toBe('Herstellen kan niet: het gebouw waar dit bij hoorde bestaat niet meer.');
    expect(restoreFailureMessage({ code: '23505', message: 'duplicate key value violates unique constraint "x"' })).toMatch(/^Herstellen kan niet: /);
  });
});

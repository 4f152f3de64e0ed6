import { nextSort, sortRows } from './sorting';

describe('nextSort', () => {
  it('toggles the direction when the same column is clicked again', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('starts a different column ascending', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, 'floor')).toEqual({ key: 'floor', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [{ v: 'Zwolle' }, { v: 'amsterdam' }, { v: null }, { v: 'Utrecht 10' }, { v: 'Utrecht 9' }];

  it('sorts Dutch text case-insensitively and numbers inside text naturally', () => {
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual(['amsterdam', 'Utrecht 9', 'Utrecht 10', 'Zwolle', null]);
  });

  it('keeps empty values last in both directions', () => {
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual(['Zwolle', 'Utrecht 10', 'Utrecht 9', 'amsterdam', null]);
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.v, 'desc');
    expect(rows).toEqual(copy);
  });
});

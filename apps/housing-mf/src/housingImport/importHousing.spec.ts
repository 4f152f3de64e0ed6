import { callRpc } from '@facility/data/records';
import { importHousing } from './importHousing';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), callRpc: jest.fn() }));
const rpc = callRpc as jest.MockedFunction<typeof callRpc>;

describe('importHousing', () => {
  const rows = [{ building: 'Dom', house_number: '1', floor: '0' }];

  it('checks through import_housing without apply, refreshing nothing', async () => {
    rpc.mockResolvedValueOnce({ rows: 1, imported: 0, problems: [] });
    expect(await importHousing(rows, false)).toEqual({ rows: 1, imported: 0, problems: [] });
    expect(rpc).toHaveBeenLastCalledWith('import_housing', { housing_rows: rows, apply: false }, { refreshes: [] });
  });

  it('imports with apply, refreshing the housing list and the overview', async () => {
    rpc.mockResolvedValueOnce({ rows: 1, imported: 1, problems: [] });
    await importHousing(rows, true);
    expect(rpc).toHaveBeenLastCalledWith('import_housing', { housing_rows: rows, apply: true }, { refreshes: ['housing', 'housing_overview'] });
  });
});

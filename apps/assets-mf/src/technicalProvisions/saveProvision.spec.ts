import { callRpc } from '@facility/data/records';
import type { ProvisionValues } from './provisionSchema';
import { saveProvision } from './saveProvision';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), callRpc: jest.fn() }));
const call = jest.mocked(callRpc);

const values = { device_name: 'Personenlift A', owner_id: 'o1' } as ProvisionValues;

describe('saveProvision', () => {
  beforeEach(() => call.mockReset());

  it('saves the provision with its owner in one call', async () => {
    call.mockResolvedValueOnce('p1');
    await expect(saveProvision(values, null)).resolves.toBe('p1');
    const args = { p_id: null, p_provision: { device_name: 'Personenlift A' }, p_owner_id: 'o1' };
    expect(call).toHaveBeenCalledWith('save_technical_provision', args, expect.anything());
  });

  it("names a failed owner link in the spec's words, other failures as they are", async () => {
    const link = {
      code: '23503',
      message: 'insert or update on table "owners_technical_provisions" violates foreign key constraint "owners_technical_provisions_owner_id_fkey"',
    };
    call.mockRejectedValueOnce(link);
    await expect(saveProvision(values, 'p1')).rejects.toThrow(/^Er is een fout opgetreden bij het koppelen van de eigenaar\. /);
    const other = new Error('502');
    call.mockRejectedValueOnce(other);
    await expect(saveProvision(values, 'p1')).rejects.toBe(other);
  });
});

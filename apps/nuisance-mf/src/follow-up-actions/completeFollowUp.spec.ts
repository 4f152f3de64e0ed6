import { updateRow } from '@facility/data/records';
import { completeFollowUp } from './completeFollowUp';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), updateRow: jest.fn() }));
const update = jest.mocked(updateRow);

describe('completeFollowUp', () => {
  it('stamps that one report as followed up now, and fails when it is gone', async () => {
    update.mockResolvedValueOnce('n1');
    const before = Date.now();
    await completeFollowUp('n1');
    const [table, id, values] = update.mock.calls[0];
    expect([table, id]).toEqual(['nuisances', 'n1']);
    expect(new Date((values as { follow_up_completed_at: string }).follow_up_completed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const gone = new Error('gone');
    update.mockRejectedValueOnce(gone);
    await expect(completeFollowUp('n2')).rejects.toBe(gone);
  });
});

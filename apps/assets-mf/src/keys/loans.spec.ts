import { insertRow } from '@facility/data/records';
import { handOut, takeIn } from './loans';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), insertRow: jest.fn() }));
const insert = jest.mocked(insertRow);

describe('loans', () => {
  beforeEach(() => insert.mockReset().mockResolvedValue('l1'));

  it("records 'Uitgeven' and 'Innemen' as loans of the key, and refreshes the keys list that shows them", async () => {
    const loan = { borrower_name: 'Jan Jansen', borrower_company: null, borrower_phone: null, handed_out_on: '2026-11-24', due_date: '2026-12-01' };
    await handOut('k1', loan);
    await takeIn({ id: 'k1' });
    expect(insert.mock.calls).toEqual([
      ['key_loans', { key_id: 'k1', kind: 'out', ...loan }, { refreshes: ['keys'] }],
      ['key_loans', { key_id: 'k1', kind: 'in' }, { refreshes: ['keys'] }],
    ]);
  });
});

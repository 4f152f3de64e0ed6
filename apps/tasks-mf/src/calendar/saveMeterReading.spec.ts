import { supabase } from '@facility/data/records';
import { saveMeterReading, UTILITY_NOT_FOUND } from './saveMeterReading';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), supabase: jest.fn() }));

/** A stand-in for the client: the readable utility lookup answers `utility`, the function call `rpcAnswer`. */
function client(utility: { id: string } | null, rpcAnswer = { data: 'r1', error: null }) {
  const lookup = { select: () => lookup, eq: () => lookup, order: () => lookup, limit: () => lookup, maybeSingle: async () => ({ data: utility, error: null }) };
  const rpc = jest.fn(async () => rpcAnswer);
  jest.mocked(supabase).mockReturnValue({ from: () => lookup, rpc } as never);
  return rpc;
}

describe('saveMeterReading', () => {
  const reading = { reading_value: '1960,5', reading_date: new Date('2026-11-24T00:00:00Z') };

  it('stores the reading through add_utility_reading, without confirming a lower one', async () => {
    const rpc = client({ id: 'u1' });
    await saveMeterReading('Water', reading);
    expect(rpc).toHaveBeenCalledWith('add_utility_reading', {
      p_utility_id: 'u1',
      p_reading_value: '1960,5',
      p_reading_date: '2026-11-24T00:00:00.000Z',
      p_confirm_lower: false,
    });
  });

  it("throws the database's refusal, and 'Kon de nutsvoorziening niet vinden.' without a readable utility", async () => {
    const refusal = { code: '23514', message: 'violates check constraint "utility_readings_not_lower_than_previous"' };
    client({ id: 'u1' }, { data: null, error: refusal } as never);
    await expect(saveMeterReading('Water', reading)).rejects.toBe(refusal);
    const rpc = client(null);
    await expect(saveMeterReading('Gas', reading)).rejects.toThrow(UTILITY_NOT_FOUND);
    expect(rpc).not.toHaveBeenCalled();
  });
});

import { addMeterReading, readRows } from '@facility/data/records';
import { answerTo } from '@facility/kit/testing';
import { readableUtility, saveMeterReading, UTILITY_NOT_FOUND } from './saveMeterReading';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), readRows: jest.fn(), addMeterReading: jest.fn() }));
const lookUp = jest.mocked(readRows);
const add = jest.mocked(addMeterReading);
beforeEach(() => jest.resetAllMocks());

describe('saveMeterReading', () => {
  const reading = { reading_value: '1960,5', reading_date: new Date('2026-11-24T00:00:00Z') };

  it('looks up the oldest readable utility of the type', () => {
    const [[table, request]] = answerTo(readableUtility('Water'), null);
    expect(table).toBe('utilities');
    expect(decodeURIComponent(request as string)).toContain('select=id&type=eq.Water&is_readable=eq.true&order=created_at.asc&limit=1');
  });

  it('stores the reading for that utility as the utilities page does, without asking about a lower one', async () => {
    lookUp.mockResolvedValue({ id: 'u1' });
    await saveMeterReading('Water', reading);
    expect(add).toHaveBeenCalledWith('u1', reading);
  });

  it("throws the database's refusal, and 'Kon de nutsvoorziening niet vinden.' without a readable utility", async () => {
    const refusal = { code: '23514', message: 'violates check constraint "utility_readings_not_lower_than_previous"' };
    lookUp.mockResolvedValue({ id: 'u1' });
    add.mockRejectedValue(refusal);
    await expect(saveMeterReading('Water', reading)).rejects.toBe(refusal);
    add.mockReset();
    lookUp.mockResolvedValue(null as never);
    await expect(saveMeterReading('Gas', reading)).rejects.toThrow(UTILITY_NOT_FOUND);
    expect(add).not.toHaveBeenCalled();
  });
});

import { meterReadingUtilityType } from './meterReadingTitle';

describe('meterReadingUtilityType', () => {
  it.each([
    ['Meteropname: Water (Hoofdmeter Kantoor Utrecht)', 'Water'],
    ['Meteropname:Elektriciteit(zolder)', 'Elektriciteit'],
    ['Meteropname:   Gas   ', 'Gas'],
    ['Meteropname: Water (meter (oud))', 'Water'],
  ])('%s -> %s', (title, type) => {
    expect(meterReadingUtilityType(title)).toBe(type);
  });

  it.each([
    ['a title without the prefix', 'Water aflezen (kelder)'],
    ['the prefix not at the start', 'Taak: Meteropname: Water'],
    ['another case', 'meteropname: Water'],
    ['no type before the parenthesis', 'Meteropname: (Hoofdmeter)'],
    ['nothing after the prefix', 'Meteropname:'],
  ])('is not a meter reading for %s', (_, title) => {
    expect(meterReadingUtilityType(title)).toBeNull();
  });
});

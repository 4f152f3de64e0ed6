import * as v from 'valibot';
import { optionalText, optionalWholeNumber, requiredText, wholeNumber } from './fields';

const message = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0].message;

describe('form field schemas', () => {
  it('requires trimmed text', () => {
    expect(message(requiredText('Naam is verplicht'), '   ')).toBe('Naam is verplicht');
    expect(v.parse(requiredText('x'), '  Dom  ')).toBe('Dom');
  });

  it('turns empty optional text into null', () => {
    expect(v.parse(optionalText(), '  ')).toBeNull();
    expect(v.parse(optionalText(), ' a ')).toBe('a');
  });

  it('reads whole numbers and names what is wrong', () => {
    const floors = wholeNumber({ required: 'Verplicht', whole: 'Heel getal' });
    expect(v.parse(floors, ' 4 ')).toBe(4);
    expect(message(floors, '')).toBe('Verplicht');
    expect(message(floors, '2.5')).toBe('Heel getal');
    expect(message(floors, 'abc')).toBe('Heel getal');
  });

  it('lets an optional whole number be empty', () => {
    const floor = optionalWholeNumber('Heel getal');
    expect(v.parse(floor, '')).toBeNull();
    expect(v.parse(floor, '-1')).toBe(-1);
    expect(message(floor, '1,5')).toBe('Heel getal');
  });
});

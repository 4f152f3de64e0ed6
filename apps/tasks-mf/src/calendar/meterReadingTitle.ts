const PREFIX = 'Meteropname:';

/**
 * The utility type a meter-reading task asks for: the text between
 * 'Meteropname:' and the first '(' ('Meteropname: Water (Hoofdmeter)' -> 'Water').
 * null when the title is not a meter-reading task or names no type.
 */
export function meterReadingUtilityType(title: string): string | null {
  if (!title.startsWith(PREFIX)) return null;
  const rest = title.slice(PREFIX.length);
  const parenthesis = rest.indexOf('(');
  const type = (parenthesis === -1 ? rest : rest.slice(0, parenthesis)).trim();
  return type === '' ? null : type;
}

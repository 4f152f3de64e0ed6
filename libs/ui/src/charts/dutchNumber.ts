const formats = new Map<number, Intl.NumberFormat>();

/** 1234.5 -> '1.234,5': Dutch grouping and decimal comma, at most `digits` decimals. */
export function dutchNumber(value: number, digits = 1): string {
  let format = formats.get(digits);
  if (!format) formats.set(digits, (format = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: digits })));
  return format.format(value);
}

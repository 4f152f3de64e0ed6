import { numberText } from '@facility/data/basics';

/** 1234.5 -> '1.234,5': Dutch grouping and decimal comma, at most `digits` decimals (a chart's figures: 1). */
export function dutchNumber(value: number, digits = 1): string {
  return numberText(value, digits);
}

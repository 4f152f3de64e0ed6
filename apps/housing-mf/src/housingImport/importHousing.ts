import type { HousingImportReason } from '@facility/data';
import { callRpc } from '@facility/data/records';
import type { ImportRow } from './housingCsv';

export interface ImportProblem {
  /** The line in the file (the header is line 1). */
  row: number;
  reasons: HousingImportReason[];
}

export interface ImportResult {
  rows: number;
  imported: number;
  problems: ImportProblem[];
}

/**
 * Checks the rows in the database (apply false: nothing is stored) or imports them
 * all in one transaction (apply true: all rows, or none when one has a problem).
 */
export async function importHousing(rows: ImportRow[], apply: boolean): Promise<ImportResult> {
  const result = await callRpc('import_housing', { housing_rows: rows, apply }, { refreshes: apply ? ['housing', 'housing_overview'] : [] });
  return result as unknown as ImportResult;
}

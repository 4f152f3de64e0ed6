import type { HousingImportReason } from '@facility/data';
import { supabase, unwrap } from '@facility/data/records';
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
  const result = await supabase().rpc('import_housing', { housing_rows: rows, apply });
  return unwrap(result) as unknown as ImportResult;
}

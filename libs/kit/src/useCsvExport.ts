import { useState } from 'react';
import { failureToast, useToast } from '@facility/ui';
import { csvFileName, downloadFile, toCsv } from './csv';
import { fetchAllRows } from './listQuery';
import type { ListState } from './listState';
import type { Resource } from './resource';

/** Exports every row matching the list's search and filter, in its order; `progress` runs from 0 to 1. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource of any table
export function useCsvExport<Row extends { id: string }>(resource: Resource<any, Row>, state: ListState) {
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const start = async () => {
    setProgress(0);
    try {
      const rows = await fetchAllRows<Row>(resource, state, (done, total) => setProgress(total ? done / total : 1));
      downloadFile(csvFileName(resource.texts.title), toCsv(resource.columns, rows));
    } catch (error) {
      toast(failureToast({ title: 'Fout', text: 'Het exporteren is mislukt. Probeer het opnieuw.' }, error));
    } finally {
      setProgress(null);
    }
  };
  return { progress, start };
}

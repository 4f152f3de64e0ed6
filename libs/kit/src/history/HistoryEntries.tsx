import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '@facility/ui';
import { toDutchMessage, useRows } from '@facility/data/records';
import { historyLine, type HistoryEntry } from '@facility/data/history';
import type { HistoryTarget } from './historyTarget';

const PAGE = 20;
export const HISTORY_SELECT = 'id, table_name, row_id, action, actor_email, actor_name, changed_at, changes, row_count, label';

/** A record's history, newest first, PAGE entries at a time. */
export default function HistoryEntries({ table, id }: HistoryTarget) {
  const [limit, setLimit] = useState(PAGE);
  const { data, error, isLoading, mutate } = useRows((from) =>
    from('history').select(HISTORY_SELECT).eq('table_name', table).eq('row_id', id).order('id', { ascending: false }).limit(limit + 1),
  );
  if (!data && isLoading) return <LoadingState />;
  if (!data) return <ErrorState title="De geschiedenis kon niet worden geladen." text={toDutchMessage(error)} onRetry={() => void mutate()} />;
  const entries = (data as HistoryEntry[]).slice(0, limit);
  if (entries.length === 0) return <Typography variant="body2">Nog geen wijzigingen.</Typography>;
  return (
    <>
      <Typography component="ol" variant="body2" aria-label="Wijzigingen" sx={{ m: 0, pl: 2, display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={entry.id}>{historyLine(entry)}</li>
        ))}
      </Typography>
      {data.length > limit && (
        <Button size="small" onClick={() => setLimit((n) => n + PAGE)}>
          Meer tonen
        </Button>
      )}
    </>
  );
}

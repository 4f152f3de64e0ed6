import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { EmptyState, ErrorState, LoadingState } from '@facility/ui';
import { toDutchMessage } from '@facility/data';

interface Props<T> {
  title: string;
  icon: ReactNode;
  result: { data?: T[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  empty: string;
  renderItem: (item: T) => ReactNode;
}

/** One dashboard card with its own loading state and its own Dutch error. */
export function DashboardCard<T>({ title, icon, result, empty, renderItem }: Props<T>) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader avatar={icon} title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <CardBody result={result} empty={empty} renderItem={renderItem} />
      </CardContent>
    </Card>
  );
}

function CardBody<T>({ result, empty, renderItem }: Pick<Props<T>, 'result' | 'empty' | 'renderItem'>) {
  if (result.error) return <ErrorState text={toDutchMessage(result.error)} onRetry={() => result.mutate()} />;
  if (result.isLoading || !result.data) return <LoadingState />;
  if (result.data.length === 0) return <EmptyState text={empty} />;
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{result.data.map(renderItem)}</ul>;
}

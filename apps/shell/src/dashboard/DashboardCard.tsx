import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@facility/ui';
import { toDutchMessage } from '@facility/data';
import { DashboardSection } from './DashboardSection';

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
    <DashboardSection title={title} icon={icon}>
      <CardBody result={result} empty={empty} renderItem={renderItem} />
    </DashboardSection>
  );
}

function CardBody<T>({ result, empty, renderItem }: Pick<Props<T>, 'result' | 'empty' | 'renderItem'>) {
  if (result.error) return <ErrorState text={toDutchMessage(result.error)} onRetry={() => result.mutate()} />;
  if (result.isLoading || !result.data) return <LoadingState />;
  if (result.data.length === 0) return <EmptyState text={empty} />;
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{result.data.map(renderItem)}</ul>;
}

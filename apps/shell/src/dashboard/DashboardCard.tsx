import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@facility/ui/basics';
import { toDutchMessage } from '@facility/data/basics';
import { DashboardSection } from './DashboardSection';
import { useStaleFailure } from './useStaleFailure';

interface Props<T> {
  title: string;
  icon: ReactNode;
  result: { data?: T[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  empty: string;
  renderItem?: (item: T) => ReactNode;
  /** Shows all items at once (a chart) instead of one list item each. */
  renderAll?: (items: T[]) => ReactNode;
}

/** One dashboard card with its own loading state and its own Dutch error. */
export function DashboardCard<T>({ title, icon, ...body }: Props<T>) {
  return (
    <DashboardSection title={title} icon={icon}>
      <CardBody {...body} />
    </DashboardSection>
  );
}

function CardBody<T>({ result, empty, renderItem, renderAll }: Omit<Props<T>, 'title' | 'icon'>) {
  const showFailure = useStaleFailure(result.error);
  const failure = <ErrorState text={toDutchMessage(result.error)} onRetry={() => result.mutate()} />;
  if (!result.data) {
    if (result.error) return failure;
    return <LoadingState />;
  }
  return (
    <>
      {showFailure && failure}
      {result.data.length === 0 ? (
        <EmptyState text={empty} />
      ) : renderAll ? (
        renderAll(result.data)
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{result.data.map((item) => renderItem?.(item))}</ul>
      )}
    </>
  );
}

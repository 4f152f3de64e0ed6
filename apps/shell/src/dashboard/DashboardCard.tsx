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
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{result.data.map(renderItem)}</ul>
      )}
    </>
  );
}

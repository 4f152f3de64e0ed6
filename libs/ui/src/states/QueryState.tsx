import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

export interface QueryStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  errorText: string;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** 'Laden...' while loading, the error with a retry, the empty text, or the content. */
export function QueryState({ loading, error, empty, errorText, emptyText, onRetry, children }: QueryStateProps) {
  if (error) return <ErrorState text={errorText} onRetry={onRetry} />;
  if (loading) return <LoadingState />;
  if (empty) return <EmptyState text={emptyText} />;
  return <>{children}</>;
}

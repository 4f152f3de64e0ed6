import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

export interface QueryStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** What failed, e.g. 'Fout bij ophalen taken' (optional). */
  errorTitle?: string;
  /** Why it failed, in Dutch. */
  errorText: string;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * 'Laden...' while loading, the error with a retry, the empty text, or the content.
 * Content that was loaded stays when a later refresh fails: the error shows above it.
 */
export function QueryState({ loading, error, empty, errorTitle, errorText, emptyText, onRetry, children }: QueryStateProps) {
  const failure = error ? <ErrorState title={errorTitle} text={errorText} onRetry={onRetry} /> : null;
  if (failure && (loading || empty)) return failure;
  if (loading) return <LoadingState />;
  if (empty) return <EmptyState text={emptyText} />;
  if (failure) {
    return (
      <Stack spacing={2}>
        {failure}
        <div>{children}</div>
      </Stack>
    );
  }
  return <>{children}</>;
}

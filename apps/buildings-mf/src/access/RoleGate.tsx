import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { toDutchMessage } from '@facility/data/records';
import { ErrorState, LoadingState, SectionHeader } from '@facility/ui';
import { useOwnRole } from './useOwnRole';

interface Props {
  /** The tab's title, above the notice. */
  title: string;
  /** The roles that see the tab's content. */
  roles: readonly string[];
  /** What everyone else reads. */
  notice: string;
  children: ReactNode;
}

/** A settings tab for some roles only: loading, a failure with retry, the notice, or the content. */
export function RoleGate({ title, roles, notice, children }: Props) {
  const { role, failure } = useOwnRole();
  if (failure) return <ErrorState title="Er is een fout opgetreden bij het ophalen van je rol" text={toDutchMessage(failure.error)} onRetry={failure.retry} />;
  if (role === undefined) return <LoadingState />;
  if (role === null || !roles.includes(role)) {
    return (
      <>
        <SectionHeader title={title} />
        <Alert severity="info">{notice}</Alert>
      </>
    );
  }
  return <>{children}</>;
}

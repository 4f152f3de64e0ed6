import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { toDutchMessage } from '@facility/data/records';
import { ErrorState, LoadingState, SectionHeader } from '@facility/ui';
import { useOwnRole } from '../access/useOwnRole';

export const ONLY_WRITERS = 'Alleen beheerders en medewerkers kunnen de wijzigingen bekijken.';

/** The history tabs are for the beheerder and the medewerker; a lezer reads why not. */
export function HistoryAccess({ title, children }: { title: string; children: ReactNode }) {
  const { role, failure } = useOwnRole();
  if (failure) return <ErrorState title="Er is een fout opgetreden bij het ophalen van je rol" text={toDutchMessage(failure.error)} onRetry={failure.retry} />;
  if (role === undefined) return <LoadingState />;
  if (role !== 'beheerder' && role !== 'medewerker') {
    return (
      <>
        <SectionHeader title={title} />
        <Alert severity="info">{ONLY_WRITERS}</Alert>
      </>
    );
  }
  return <>{children}</>;
}

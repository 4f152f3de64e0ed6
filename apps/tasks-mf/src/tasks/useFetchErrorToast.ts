import { useEffect } from 'react';
import { toDutchMessage } from '@facility/data';
import { useToast } from '@facility/ui';

/** Shows 'Fout bij ophalen taken' with the server's message once per failed fetch. */
export function useFetchErrorToast(error: unknown) {
  const { toast } = useToast();
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: 'Fout bij ophalen taken', description: toDutchMessage(error) });
  }, [error, toast]);
}

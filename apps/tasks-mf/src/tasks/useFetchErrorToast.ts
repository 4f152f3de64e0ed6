import { useEffect } from 'react';
import { failureToast, useToast } from '@facility/ui';

/** Shows 'Fout bij ophalen taken' with the server's message once per failed fetch. */
export function useFetchErrorToast(error: unknown) {
  const { toast } = useToast();
  useEffect(() => {
    if (error) toast(failureToast({ title: 'Fout bij ophalen taken' }, error));
  }, [error, toast]);
}

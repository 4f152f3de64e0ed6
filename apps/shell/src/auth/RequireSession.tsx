import type { ReactNode } from 'react';
import { LoadingState } from '@facility/ui';
import { useSession } from '@facility/data';
import { SignInPage } from './SignInPage';

/** Any route: signed out, the sign-in page shows in place, so after signing in the visitor is where they asked to be. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'signed-out') return <SignInPage />;
  return <>{children}</>;
}

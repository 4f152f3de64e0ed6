import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@facility/ui/basics';
import { useSession } from '@facility/data/basics';

// Loaded only when it shows: a signed-in visit (nearly every one) never downloads the
// sign-in form and its text fields.
const SignInPage = lazy(() => import('./SignInPage').then(({ SignInPage }) => ({ default: SignInPage })));

/** Any route: signed out, the sign-in page shows in place, so after signing in the visitor is where they asked to be. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState />;
  if (session.status === 'signed-out') {
    return (
      <Suspense fallback={<LoadingState />}>
        <SignInPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}

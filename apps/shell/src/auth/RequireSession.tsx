import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@facility/runtime/router';
import { LoadingState } from '@facility/ui/basics';
import { recheckSession, recheckSignedInStaff, useSession, useSignedInStaff } from '@facility/data/basics';

// Loaded only when it shows: a signed-in visit (nearly every one) never downloads the
// sign-in form and its text fields.
const SignInPage = lazy(() => import('./SignInPage').then(({ SignInPage }) => ({ default: SignInPage })));
const NoAccessPage = lazy(() => import('./NoAccessPage').then(({ NoAccessPage }) => ({ default: NoAccessPage })));

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
  return <RequireAccess>{children}</RequireAccess>;
}

/**
 * Signed in without an active staff row: a deactivated account is signed out (its refresh
 * is refused), one that was never given access is told so. The row is read again at every
 * navigation, so a deactivation takes effect at the user's next step.
 */
function RequireAccess({ children }: { children: ReactNode }) {
  const staff = useSignedInStaff();
  const { pathname } = useLocation();
  // At a navigation, not at start: the first render reads the row anyway.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void recheckSignedInStaff();
  }, [pathname]);
  const noAccess = staff.status === 'no-access';
  useEffect(() => {
    if (noAccess) void recheckSession();
  }, [noAccess]);
  if (!noAccess) return <>{children}</>;
  return (
    <Suspense fallback={<LoadingState />}>
      <NoAccessPage />
    </Suspense>
  );
}

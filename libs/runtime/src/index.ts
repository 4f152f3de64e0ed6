// @facility/runtime: the state that must be one per page.
//
// A remote runs its own copy of @facility/ui or @facility/data when the shell's copy is
// older than the version the remote was built with (tools/webpack/shared.js). Module
// state inside those libs would then exist twice on one page: a second supabase client
// without the signed-in session, a second toast context that no toast host provides.
// So that state lives here, and every version of libs/ui and libs/data keeps it here.
//
// The contract, for as long as any deployed remote may use it:
// - One copy per page, the shell's: a strict singleton (tools/webpack/shared.js).
// - Major version 1 for good (libs/runtime/version.json). Exports are only ever added,
//   with a minor version; none is ever removed or changed, because libs of every 1.x
//   version use them on the same page. A remote built against a newer 1.x than the
//   shell's does not load at all (strictVersion), so whatever is added here reaches
//   production in a shell release before any lib relies on it.
// - Slots only, no behaviour: behaviour is versioned with the libs that use it.
import { createContext } from 'react';

/** A toast as every version of libs/ui hands it to the page's toast host. */
export interface PageToast {
  title?: string;
  description?: string;
  /** 'default' | 'success' | 'destructive' today; a host shows a variant it does not know as 'default'. */
  variant?: string;
}

/** Provided once per page by the toast host (libs/ui ToastProvider, in the shell's AppProviders). */
export const ToastContext = createContext<((toast: PageToast) => void) | null>(null);
ToastContext.displayName = 'PageToastContext';

let supabaseClient: object | null = null;

/** Keeps the page's supabase client: libs/data `configureSupabase`, which the shell calls once at start. */
export function setSupabaseClient(client: object): void {
  supabaseClient = client;
}

/** The page's supabase client (a supabase-js SupabaseClient), or null before the shell configured it. */
export function getSupabaseClient<T extends object>(): T | null {
  return supabaseClient as T | null;
}

let authLoader: (() => Promise<object>) | null = null;

/**
 * Keeps how the page loads its one auth client (an auth-js AuthClient): libs/data
 * `configureSupabase`. Pages load auth-js only when a session needs it (signing in or out,
 * an access token to renew), so that every version of libs/data on the page asks this one.
 */
export function setAuthLoader(load: () => Promise<object>): void {
  authLoader = load;
}

/** How the page loads its one auth client, or null before the shell configured supabase. */
export function getAuthLoader<T extends object>(): (() => Promise<T>) | null {
  return authLoader as (() => Promise<T>) | null;
}

// What a page that only reads needs (the shell's frame and dashboard): the client's set-up, the
// session, queries, the Dutch messages of failures and the texts of dates and numbers, without
// the catalogue of every constraint's message (constraintMessages.ts), which a page that writes
// gets with @facility/data. Only what the shell and libs/ui import from it: a shared entry keeps
// every export it names, on every page. A separate entry (@facility/data/basics);
// @facility/data exports all of this too.
export { configureSupabase, supabase, type Db, type RuntimeConfig } from './client';
export { useRows, useFunctionRows, useCount, useJson, type From, type Build, type Query, type QueryKey, type AnswerOf } from './reads';
export { useSession, preloadAuth, signIn, signOut, requestPasswordReset, verifyEmailLink, changePassword, recheckSession, type SessionState, type EmailLinkType } from './auth';
export { STAFF_ROLE_LABELS, useSignedInStaff, recheckSignedInStaff, type SignedInStaff, type StaffState, type WriteAccess, type StaffRole } from './staffAccess';
export { toDutchMessage, errorKind, type ErrorKind } from './errors';
export type { Selected, FilterBuilder, ColumnOf } from './selected';
export { longDateText, numberText, shortDateText, timeText } from './displayText';

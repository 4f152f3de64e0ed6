// What a page that only reads needs (the shell's frame and dashboard): the client, the
// session, queries and the Dutch messages of failures, without the catalogue of every
// constraint's message (constraintMessages.ts), which a page that writes gets with
// @facility/data. A separate entry (@facility/data/basics); @facility/data exports all of this too.
export { accessToken, configureSupabase, supabase, loadRuntimeConfig, type Db, type RuntimeConfig } from './client';
export { unwrap, queryKey, useRows, useFunctionRows, useCount, useJson, type From, type Build, type Query, type QueryKey, type AnswerOf } from './reads';
export { useSession, preloadAuth, signIn, signOut, requestPasswordReset, verifyEmailLink, changePassword, recheckSession, type SessionState, type EmailLinkType } from './auth';
export { STAFF_ROLE_LABELS, useSignedInStaff, recheckSignedInStaff, useWriteAccess, writeAccessOf, SHARED_TABLES, type SignedInStaff, type StaffState, type WriteAccess, type StaffRole } from './staffAccess';
export { toDutchMessage, errorKind, type ErrorKind } from './errors';
export type { Selected, FilterBuilder, ColumnOf } from './selected';

// What a page that reads and writes rows needs (every list page): all of @facility/data
// except the catalogue of each constraint's Dutch text (constraintMessages.ts, 6 KB).
// That comes with a form (@facility/data, @facility/data/fields), or when a failure is
// told without one: useToastedAction awaits `loadConstraintMessages` first. A separate
// entry (@facility/data/records); @facility/data exports all of this too.
export { accessToken, configureSupabase, supabase, loadRuntimeConfig, type Db, type RuntimeConfig } from './client';
export { unwrap, queryKey, readRows, readPage, useRows, useFunctionRows, usePage, useCount, useJson, type From, type Build, type Query, type QueryAnswer, type QueryKey, type AnswerOf, type Page } from './reads';
export { insertRow, updateRow, saveRow, deleteRow, callRpc, refreshTables, isNoSuchRow, NoSuchRow, type TableName, type ViewName, type SourceName, type FunctionName, type FunctionArgs, type FunctionResult, type WriteOptions } from './writes';
export { invokeFunction, type ServerFunctions, type ServerFunctionName, type StaffAdminRequest, type StaffAdminAnswer } from './functions';
export { useSession, preloadAuth, signIn, signOut, requestPasswordReset, verifyEmailLink, changePassword, recheckSession, type SessionState, type EmailLinkType } from './auth';
export { useSignedInStaff, recheckSignedInStaff, useWriteAccess, writeAccessOf, SHARED_TABLES, type SignedInStaff, type StaffState, type WriteAccess } from './staffAccess';
export * from './errors';
export { loadConstraintMessages } from './loadConstraintMessages';
export * from './labels';
export type { Database, Tables, TablesInsert, TablesUpdate, Enums } from './database.types';
export { failureMessage } from './failure';
export { longDateText, numberText, shortDateText, timeText } from './displayText';
export type { Selected, FilterBuilder, ColumnOf } from './selected';
export { addMeterReading, lowerThanPrevious, type PreviousReading, type ConfirmLower } from './meterReadings';

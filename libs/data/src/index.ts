export { configureSupabase, supabase, loadRuntimeConfig, type Db, type RuntimeConfig } from './client';
export { unwrap, useTableQuery, useTableCount, refreshTable } from './query';
export { useSession, signIn, signOut, type SessionState } from './auth';
export * from './errors';
export * from './labels';
export type { Database, Tables, TablesInsert, TablesUpdate, Enums } from './database.types';
export { saveRow, deleteRow, type TableName } from './mutations';
export { failureMessage } from './failure';
export { openTasksFilter } from './openTasks';

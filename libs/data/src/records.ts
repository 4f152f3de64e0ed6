// What a page that reads and writes rows needs (every list page): all of @facility/data
// except the catalogue of each constraint's Dutch text (constraintMessages.ts, 6 KB).
// That comes with a form (@facility/data, @facility/data/fields), or when a failure is
// told without one: useToastedAction awaits `loadConstraintMessages` first. A separate
// entry (@facility/data/records); @facility/data exports all of this too.
export { configureSupabase, supabase, loadRuntimeConfig, type Db, type RuntimeConfig } from './client';
export { unwrap, useTableQuery, useTableCount, refreshTable } from './query';
export { useSession, signIn, signOut, type SessionState } from './auth';
export * from './errors';
export { loadConstraintMessages } from './loadConstraintMessages';
export * from './labels';
export type { Database, Tables, TablesInsert, TablesUpdate, Enums } from './database.types';
export { saveRow, deleteRow, type TableName } from './mutations';
export { failureMessage } from './failure';
export { openTasksFilter } from './openTasks';
export { useBuildingsByName, useBuildingOptions, useSpacesOfBuilding, useHousingOfBuilding } from './choices';
export { longDateText } from './dateText';

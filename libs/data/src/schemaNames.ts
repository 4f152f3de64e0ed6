// The names of what the API serves, from the generated types: tables, views and functions.
import type { Database } from './database.types';

type Schema = Database['public'];
export type TableName = keyof Schema['Tables'];
export type ViewName = keyof Schema['Views'];
export type FunctionName = keyof Schema['Functions'];
export type FunctionArgs<F extends FunctionName> = Schema['Functions'][F]['Args'];
export type FunctionResult<F extends FunctionName> = Schema['Functions'][F]['Returns'];
/** What a read reads from: a table, a view or a function (useFunctionRows). */
export type SourceName = TableName | ViewName | FunctionName;

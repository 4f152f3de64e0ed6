// The list-page kit: a resource definition per table, and the page, form, delete
// flow and CSV export built from it; the headless list controller for lists that
// are not a table. Sorting, paging, search and counting are done by the database.
// Bundled into each remote (it holds no page-wide state).
export {
  defineResource,
  defineList,
  defineForm,
  type Resource,
  type ResourceDefinition,
  type ListSource,
  type FormEntry,
  type FormTexts,
  type ListColumn,
  type ListFilter,
  type ListFieldFilter,
  type ListTexts,
  type FormDefinition,
  type FieldsProps,
  type RowActionDefinition,
  type DetailDefinition,
  type ExpandDefinition,
  type SortDirection,
} from './resource';
export { formToasts, deleteTexts, type Noun, type DeleteTexts } from './texts';
export { ListPage, type ListPageProps } from './ListPage';
export { withAttachments } from './attachments/attachmentCount';
export { ListPagination } from './ListPagination';
export { useListController, useFilterCount, type ListController } from './useListController';
export { readListState, writeListState, toggleSort, useListState, type ListState, type ListStateOptions } from './listState';
export { listQuery, fetchAllRows, searchFilter, sortColumn, pageSizeOf, DEFAULT_PAGE_SIZE, type AnyListSource } from './listQuery';
export { toCsv, csvFileName, downloadFile, exportedColumns, parseCsv } from './csv';
export { toFormValues } from './formValues';

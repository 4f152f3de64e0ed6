// The list-page kit: a resource definition per table, and the page, form, delete
// flow and CSV export built from it. Sorting, paging, search and counting are done
// by the database. Bundled into each remote (it holds no page-wide state).
export { defineResource, defineForm, type Resource, type FormEntry, type ListColumn, type ListFilter, type ListTexts, type DeleteTexts, type FormDefinition, type FieldsProps, type RowActionDefinition, type DetailDefinition, type ExpandDefinition, type SortDirection } from './resource';
export { ListPage, type ListPageProps } from './ListPage';
export { readListState, writeListState, toggleSort, useListState, type ListState } from './listState';
export { listQuery, listKey, fetchListPage, fetchAllRows, searchFilter, sortColumn, useListQuery, DEFAULT_PAGE_SIZE, type ListPageData } from './listQuery';
export { toCsv, csvFileName, exportedColumns, parseCsv } from './csv';
export { toFormValues } from './formValues';

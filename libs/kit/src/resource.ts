// A resource definition: everything a list page of one table needs, declared once.
// The list page, its form, its delete flow and its CSV export are built from it.
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { ColumnOf, FilterBuilder, Selected, SourceName } from '@facility/data/records';
import type { FailureToast, RowAction, Toast } from '@facility/ui';
import type { AttachmentTable } from '@facility/data/attachments';
import type { DeleteTexts, Noun } from './texts';

export type { DeleteTexts, Noun } from './texts';

export type SortDirection = 'asc' | 'desc';

/** A column of a list; with its table `T`, `sortBy` must be one of the table's columns. */
export interface ListColumn<Row, T extends SourceName = never> {
  key: string;
  /** The Dutch header, also the CSV header. */
  label: string;
  /** The value as the user reads it (labels, dd-MM-yyyy dates): shown and exported. */
  text?: (row: Row) => string | number | null | undefined;
  /** A richer cell (a badge, an icon); the text stays what is exported. */
  cell?: (row: Row) => ReactNode;
  /** What the database orders by: a column of the table, with an index on (column, id) (a data test checks it). */
  sortBy?: [T] extends [never] ? string : ColumnOf<T>;
  align?: 'left' | 'right' | 'center';
  /** The header's width: pixels, or any CSS width ('20%'). */
  width?: number | string;
  /** false: not in the CSV (a column that only holds icons with no text). */
  exported?: boolean;
  /** false: only in the CSV, not in the table (a field the table leaves out but an export must carry). */
  shown?: boolean;
  /** The CSV header when it differs from the table's (the table says 'Oppervlakte', the file 'm²'). */
  csvLabel?: string;
}

/** Texts of the spec for this list. */
export interface ListTexts {
  /** The page or tab title. */
  title: string;
  /** The card around the table on a page ('Alle Ruimtes'); also the table's accessible name. */
  listTitle?: string;
  /** The table's accessible name when it differs from listTitle/title. */
  tableLabel?: string;
  /** The add button; no button without it. */
  add?: string;
  /** With `add`: the button is a link to this page (a form page of its own) instead of opening the form. */
  addLink?: string;
  empty: string;
  loadError: string;
}


export interface FieldsProps<In extends FieldValues, Out, Row> {
  form: UseFormReturn<In, unknown, Out>;
  /** The row being edited; null for a new one. */
  row: Row | null;
}

/** A resource's form: its fields, rules and save. Loaded when the form first opens (FormEntry.load). */
export interface FormDefinition<Row, In extends FieldValues, Out extends FieldValues> {
  /** The rules and their Dutch messages; a hook when the rules depend on data (a building's floors). */
  schema: GenericSchema<In, Out> | (() => GenericSchema<In, Out>);
  Fields: ComponentType<FieldsProps<In, Out, Row>>;
  /** The new form; editing fills its fields from the row (toFormValues). A function when a default is the moment the form opens (now). */
  empty: In | (() => In);
  /** Only where a row's values need more than toFormValues does (e.g. dates). */
  toInput?: (row: Row) => In;
  /**
   * Saves the form when one row is not enough (the row with its links, in one
   * database call); `row` is null for a new one. The default inserts or updates the row.
   */
  save?: (values: Out, row: Row | null) => Promise<unknown>;
  /** The row to save; the default saves the schema's output as it is (empty already null). */
  toRow?: (values: Out) => object;
  /** After adding: 'close' the form (default), or 'reset' it to a new empty one and keep it open. */
  afterAdd?: 'close' | 'reset';
  texts: FormTexts;
}

export interface FormTexts {
  addTitle: string;
  editTitle: string;
  addSubmit?: string;
  editSubmit?: string;
  /** The toasts; the kit's, built from the resource's noun, where left out. */
  added?: Toast;
  updated?: Toast;
  failure?: FailureToast | ((editing: boolean) => FailureToast);
}

/**
 * What the list page knows of its form before anyone opens it. The form itself
 * (fields, rules, react-hook-form, the date pickers) is a module of its own that
 * loads when the form first opens, or when the pointer or focus reaches a button
 * that opens it: `load: () => import('./spaceForm').then((m) => m.spaceForm)`.
 */
export interface FormEntry<Row> {
  /** 'dialog' (default) or an inline 'card' above the list. */
  placement?: 'dialog' | 'card';
  /** A card only: the add button also closes the open new form (the spec's 'toggles'). */
  addToggles?: boolean;
  /** false: the form only adds; rows have no edit entry (reports are not rewritten). */
  editable?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's own input and output types stay inside it
  load: () => Promise<FormDefinition<Row, any, any>>;
}

/** A read-only view of one row ('Bekijken'), in a dialog. */
export interface DetailDefinition<Row> {
  /** The menu entry; 'Bekijken' unless told. */
  label?: string;
  title: (row: Row) => string;
  Content: ComponentType<{ row: Row }>;
}

/**
 * Rows that open to show more under them (a utility's meter readings): a button in
 * the row ('Toon meteropnames' / 'Verberg meteropnames', aria-expanded) shows and
 * hides it. `render` runs only while the row is open, so what it loads is loaded then.
 */
export interface ExpandDefinition<Row> {
  /** Which rows open; every row when left out. */
  isExpandable?: (row: Row) => boolean;
  render: (row: Row) => ReactNode;
  texts: { expand: string; collapse: string };
}

export interface RowActionDefinition<Row> {
  label: string;
  icon?: ReactNode;
  onClick: (row: Row) => void;
  /** Only on the rows this says yes to (a reading only for a utility that is read); every row when left out. */
  when?: (row: Row) => boolean;
  /** true: the entry only shows something (a history), so a lezer has it too; entries change data unless told. */
  readOnly?: boolean;
}

/**
 * What a list reads: a table or view, its select, the order, search and filters.
 * A list page's resource is one; so is a page that is not a table (task cards).
 */
export interface ListSource<T extends SourceName = SourceName, Row = unknown> {
  table: T;
  /** PostgREST select with embedded relations: '*, building:buildings(id, name)'; the row type is read from it. */
  select: string;
  /** The list's columns; only their sortBy matters to the list's query. */
  columns?: ListColumn<Row, T>[];
  /** A sortable column's key, or a column of the table that the list does not show ('created_at'). */
  defaultSort: { key: string; direction: SortDirection };
  /** Own text columns that the search box searches (case-insensitive, anywhere in the text). */
  search?: ColumnOf<T>[];
  /** Fixed filters of this list (e.g. only open items). */
  filter?: (query: FilterBuilder<T>) => FilterBuilder<T>;
  /** Filters the user can switch on (one at a time), in the URL as ?filter=<key>; each shows its count in the header. */
  filters?: ListFilter<T>[];
  /** Filter fields above the list (a choice, a text, a day), each in the URL as ?<key>=<value>; all that are set apply. */
  fields?: ListFieldFilter<T>[];
  /** 'estimated': beyond 1,000 rows the total is the planner's estimate (a history of millions of rows). */
  count?: 'exact' | 'estimated';
  pageSize?: number;
}

/** A filter field above the list: a choice of `options`, a text, or a day (yyyy-MM-dd). */
export interface ListFieldFilter<T extends SourceName = SourceName> {
  /** Its parameter in the URL. */
  key: string;
  label: string;
  type: 'select' | 'text' | 'date';
  /** A select's choices; the empty choice ('Alle') comes first. */
  options?: { value: string; label: string }[];
  apply: (query: FilterBuilder<T>, value: string) => FilterBuilder<T>;
}

export interface Resource<T extends SourceName = SourceName, Row extends { id: string } = { id: string }> extends ListSource<T, Row> {
  columns: ListColumn<Row, T>[];
  /** What one row is called: the default toasts and confirmation are built from it. */
  noun?: Noun;
  texts: ListTexts;
  /** Names the row in its menu ('Acties voor …') and in messages. */
  rowLabel: (row: Row) => string;
  form?: FormEntry<Row>;
  /** The delete flow's texts; `true`: the kit's confirmation and toasts for the noun. */
  delete?: DeleteTexts | true;
  /** A read-only detail dialog, opened from the row menu before 'Bewerken'. */
  detail?: DetailDefinition<Row>;
  /** Rows shown as cards, one of this component each, instead of a table; the columns still make the CSV. */
  Card?: ComponentType<{ row: Row }>;
  /** Further row menu entries. */
  actions?: RowActionDefinition<Row>[];
  /** Rows that open to show more under them (table only). */
  expand?: ExpandDefinition<Row>;
  /** Other tables and views whose lists show this table's data (e.g. a building's name in the spaces list). */
  refreshes?: SourceName[];
  /** The table whose history the edit and detail dialogs show ('Geschiedenis'); `table` unless told, false for none (a view). */
  history?: string | false;
  /**
   * true: rows have photos and documents ('Bijlagen' in the edit and detail dialogs); set by
   * `withAttachments`, which also adds the paperclip column. The table is one of ATTACHMENT_TABLES.
   */
  attachments?: boolean;
}

/** The table whose rows' history a resource's dialogs show, if any. */
export function historyTableOf(resource: Pick<Resource, 'table' | 'history'>): string | undefined {
  return resource.history === false ? undefined : (resource.history ?? resource.table);
}

/** A filter the user switches on with a button in the page header ('Te laat (3)'). */
export interface ListFilter<T extends SourceName = SourceName> {
  /** Its value of ?filter= in the URL. */
  key: string;
  label: string;
  apply: (query: FilterBuilder<T>) => FilterBuilder<T>;
}

/** Row menu entries as the menu takes them. */
export function rowActions<Row>(definitions: RowActionDefinition<Row>[] | undefined, row: Row, { write = true }: { write?: boolean } = {}): RowAction[] {
  return (definitions ?? []).filter((d) => (write || d.readOnly) && (d.when?.(row) ?? true)).map((d) => ({ label: d.label, icon: d.icon, onClick: () => d.onClick(row) }));
}

/** A resource as written: its row type is read from `select` (no type arguments). */
export type ResourceDefinition<T extends SourceName, S extends string> = Omit<Resource<T, Selected<T, S> & { id: string }>, 'select'> & { select: S };

/**
 * Declares a resource. The table's name and the select string type every callback:
 * `defineResource({ table: 'spaces', select: SPACE_SELECT, columns: [...] })`.
 */
export function defineResource<T extends SourceName, const S extends string>(resource: ResourceDefinition<T, S>): Resource<T, Selected<T, S> & { id: string }> {
  return resource;
}

/** The table of a resource whose rows have attachments. */
export function attachmentTableOf(resource: Pick<Resource, 'table' | 'attachments'>): AttachmentTable | undefined {
  return resource.attachments ? (resource.table as AttachmentTable) : undefined;
}

/** Declares a list that is not a table page (cards, a day's tasks), for useListController. */
export function defineList<T extends SourceName, const S extends string>(source: Omit<ListSource<T, Selected<T, S>>, 'select'> & { select: S }): ListSource<T, Selected<T, S>> {
  return source;
}

/** Declares a resource's form (the module FormEntry.load loads); its types come from the schema and the fields. */
export function defineForm<Row, In extends FieldValues, Out extends FieldValues>(form: FormDefinition<Row, In, Out>): FormDefinition<Row, In, Out> {
  return form;
}

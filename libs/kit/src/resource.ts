// A resource definition: everything a list page of one table needs, declared once.
// The list page, its form, its delete flow and its CSV export are built from it.
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { TableName, TablesInsert } from '@facility/data/records';
import type { FailureToast, RowAction, Toast } from '@facility/ui';

export type SortDirection = 'asc' | 'desc';

export interface ListColumn<Row> {
  key: string;
  /** The Dutch header, also the CSV header. */
  label: string;
  /** The value as the user reads it (labels, dd-MM-yyyy dates): shown and exported. */
  text?: (row: Row) => string | number | null | undefined;
  /** A richer cell (a badge, an icon); the text stays what is exported. */
  cell?: (row: Row) => ReactNode;
  /** What the database orders by: a column ('name') or an embedded one ('building(name)'). Needs an index. */
  sortBy?: string;
  align?: 'left' | 'right' | 'center';
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

export interface DeleteTexts {
  /** null: the spec deletes at once, without asking. */
  confirm: { title: string; text: string; cancelLabel?: string; confirmLabel?: string } | null;
  success: Toast;
  failure: FailureToast;
}

export interface FieldsProps<In extends FieldValues, Out, Row> {
  form: UseFormReturn<In, unknown, Out>;
  /** The row being edited; null for a new one. */
  row: Row | null;
}

/** A resource's form: its fields, rules and save. Loaded when the form first opens (FormEntry.load). */
export interface FormDefinition<T extends TableName, Row, In extends FieldValues, Out extends FieldValues> {
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
  toRow?: (values: Out) => TablesInsert<T>;
  /** After adding: 'close' the form (default), or 'reset' it to a new empty one and keep it open. */
  afterAdd?: 'close' | 'reset';
  texts: {
    addTitle: string;
    editTitle: string;
    addSubmit?: string;
    editSubmit?: string;
    added: Toast;
    updated: Toast;
    failure: FailureToast | ((editing: boolean) => FailureToast);
  };
}

/**
 * What the list page knows of its form before anyone opens it. The form itself
 * (fields, rules, react-hook-form, the date pickers) is a module of its own that
 * loads when the form first opens, or when the pointer or focus reaches a button
 * that opens it: `load: () => import('./spaceForm').then((m) => m.spaceForm)`.
 */
export interface FormEntry<T extends TableName, Row, In extends FieldValues, Out extends FieldValues> {
  /** 'dialog' (default) or an inline 'card' above the list. */
  placement?: 'dialog' | 'card';
  /** A card only: the add button also closes the open new form (the spec's 'toggles'). */
  addToggles?: boolean;
  /** false: the form only adds; rows have no edit entry (reports are not rewritten). */
  editable?: boolean;
  load: () => Promise<FormDefinition<T, Row, In, Out>>;
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
}

export interface Resource<
  T extends TableName = TableName,
  Row extends { id: string } = { id: string },
  In extends FieldValues = FieldValues,
  Out extends FieldValues = FieldValues,
> {
  table: T;
  /** PostgREST select with embedded relations: '*, building:buildings(id, name)'. */
  select: string;
  columns: ListColumn<Row>[];
  /** A column's key, or a column of the table that the list does not show ('created_at'). */
  defaultSort: { key: string; direction: SortDirection };
  /** Own text columns that the search box searches (case-insensitive, anywhere in the text). */
  search?: string[];
  /** Fixed filters of this list (e.g. only open items). */
  filter?: <Q extends FilterableQuery>(query: Q) => Q;
  /** Filters the user can switch on (one at a time), in the URL as ?filter=<key>; each shows its count in the header. */
  filters?: ListFilter[];
  pageSize?: number;
  texts: ListTexts;
  /** Names the row in its menu ('Acties voor …') and in messages. */
  rowLabel: (row: Row) => string;
  form?: FormEntry<T, Row, In, Out>;
  delete?: DeleteTexts;
  /** A read-only detail dialog, opened from the row menu before 'Bewerken'. */
  detail?: DetailDefinition<Row>;
  /** Rows shown as cards, one of this component each, instead of a table; the columns still make the CSV. */
  Card?: ComponentType<{ row: Row }>;
  /** Further row menu entries. */
  actions?: RowActionDefinition<Row>[];
  /** Rows that open to show more under them (table only). */
  expand?: ExpandDefinition<Row>;
  /** Other tables whose lists show this table's data (e.g. a building's name in the spaces list). */
  refreshes?: TableName[];
}

/** A filter the user switches on with a button in the page header ('Te laat (3)'). */
export interface ListFilter {
  /** Its value of ?filter= in the URL. */
  key: string;
  label: string;
  apply: <Q extends FilterableQuery>(query: Q) => Q;
}

/** The part of a PostgREST query builder that filters use. */
export interface FilterableQuery {
  eq(column: string, value: unknown): this;
  neq(column: string, value: unknown): this;
  is(column: string, value: unknown): this;
  in(column: string, values: readonly unknown[]): this;
  gte(column: string, value: unknown): this;
  lte(column: string, value: unknown): this;
  lt(column: string, value: unknown): this;
  gt(column: string, value: unknown): this;
}

/** Row menu entries as the menu takes them. */
export function rowActions<Row>(definitions: RowActionDefinition<Row>[] | undefined, row: Row): RowAction[] {
  return (definitions ?? []).filter((d) => d.when?.(row) ?? true).map((d) => ({ label: d.label, icon: d.icon, onClick: () => d.onClick(row) }));
}

/**
 * Declares a resource. Spelling out the row and form types once here types every
 * callback of the definition: `defineResource<'spaces', Space, SpaceInput, SpaceValues>({...})`.
 */
export function defineResource<T extends TableName, Row extends { id: string }, In extends FieldValues = FieldValues, Out extends FieldValues = FieldValues>(
  resource: Resource<T, Row, In, Out>,
): Resource<T, Row, In, Out> {
  return resource;
}

/** Declares a resource's form (the module FormEntry.load loads), typed like its resource: `defineForm<'spaces', Space, SpaceInput, SpaceValues>({...})`. */
export function defineForm<T extends TableName, Row extends { id: string }, In extends FieldValues = FieldValues, Out extends FieldValues = FieldValues>(
  form: FormDefinition<T, Row, In, Out>,
): FormDefinition<T, Row, In, Out> {
  return form;
}

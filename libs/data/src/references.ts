// Choosing a referenced row in a form (a building, a space, a housing unit, a supplier…):
// the database searches as the user types, and the chosen row is read by its id. No
// form loads a whole table: PostgREST answers at most 1,000 rows, and a table with more
// left the rest out of its select without a word.
//
// Each kind reads its view `<kind>_choices` (supabase/migrations/20261125000001_reference_choices.sql):
// id, label, detail and the columns a form filters on or takes over from the chosen row.
// `search` in the view is label and detail in lower case without diacritics, with a
// trigram index behind it; what was typed is normalised here the same way
// (normalizeSearch) and each word must occur in it.
//
// The SWR keys start with the kind's table, so a write to that table (a `refreshes` of a write,
// or refreshTables) refreshes its choices too.
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { useCallback } from 'react';
import { supabase } from './client';
import type { Database } from './database.types';

type Views = Database['public']['Views'];

interface KindDefinition {
  /** The table whose writes refresh these choices (the first part of every SWR key). */
  table: string;
  view: keyof Views;
  /** What is read of each choice: the view's columns but `search`. */
  columns: string;
  /** Columns of the view to order by (each has an index on its table). */
  order: readonly string[];
  /** A filter column without which the kind asks nothing (housing units: always those of one building). */
  scope?: string;
  /** The text of a chosen row in the field; `scoped` when a filter narrows the choices (the spaces of one building). */
  text?: (choice: ReferenceChoiceBase, scoped: boolean) => string;
}

const withDetail = (choice: ReferenceChoiceBase) => (choice.detail ? `${choice.label} (${choice.detail})` : choice.label);

/** Every kind of referenced row a form chooses. */
export const REFERENCE_KINDS = {
  building: { table: 'buildings', view: 'building_choices', columns: 'id, label, detail, street, city, floors', order: ['label', 'id'] },
  /** 'Receptie (Kantoor Utrecht)'; within one building only the name. */
  space: {
    table: 'spaces',
    view: 'space_choices',
    columns: 'id, label, detail, building_id',
    order: ['label', 'detail', 'id'],
    text: (choice, scoped) => (scoped ? choice.label : withDetail(choice)),
  },
  /** 'Spaklerweg 45 45-1', by house number as people read them; always those of one building (filter `building_id`). */
  housing: {
    table: 'housing',
    view: 'housing_choices',
    columns: 'id, label, detail, building_id, street, house_number, floor',
    order: ['street', 'house_number_order', 'id'],
    scope: 'building_id',
  },
  supplier: { table: 'suppliers', view: 'supplier_choices', columns: 'id, label, detail', order: ['label', 'id'] },
  /** Suppliers linked to a facility type: filter `facility_type_id` or `facility_type_name`. */
  supplierOfType: {
    table: 'suppliers',
    view: 'supplier_type_choices',
    columns: 'id, label, detail, facility_type_id, facility_type_name',
    order: ['label', 'id'],
  },
  mechanic: { table: 'mechanics', view: 'mechanic_choices', columns: 'id, label, detail', order: ['label', 'id'] },
  /** Who performed a service: 'mechanic:<id>' or 'supplier:<id>', shown as 'Jan de Boer (monteur)'. */
  performer: {
    table: 'mechanics',
    view: 'performer_choices',
    columns: 'id, label, detail, kind_order',
    order: ['kind_order', 'label', 'id'],
    text: withDetail,
  },
  owner: { table: 'owners', view: 'owner_choices', columns: 'id, label, detail', order: ['label', 'id'] },
  /** VvE's. */
  company: { table: 'companies', view: 'company_choices', columns: 'id, label, detail', order: ['label', 'id'] },
  keyCabinet: { table: 'key_cabinets', view: 'key_cabinet_choices', columns: 'id, label, detail', order: ['label', 'id'] },
  /** '12 (Sleutelkast Receptie)'. */
  key: { table: 'keys', view: 'key_choices', columns: 'id, label, detail, key_cabinet_id', order: ['label', 'detail', 'id'], text: withDetail },
  /** 'Lift A (Schindler 3300)'; filter `building_id`: the provisions in the spaces of one building. */
  provision: {
    table: 'technical_provisions',
    view: 'provision_choices',
    columns: 'id, label, detail, building_id, status, service_company_id',
    order: ['label', 'id'],
    text: withDetail,
  },
} as const satisfies Record<string, KindDefinition>;

export type ReferenceKind = keyof typeof REFERENCE_KINDS;

interface ReferenceChoiceBase {
  id: string;
  label: string;
  detail: string | null;
}

type ViewOf<K extends ReferenceKind> = (typeof REFERENCE_KINDS)[K]['view'];

/** A row to choose: id, label and detail, and the kind's further columns (a building's floors). */
export type ReferenceChoice<K extends ReferenceKind = ReferenceKind> = ReferenceChoiceBase &
  Omit<Views[ViewOf<K>]['Row'], 'id' | 'label' | 'detail' | 'search'>;

/** Narrows the choices: column of the view -> value. A filter without its value (no building chosen yet) asks nothing. */
export type ReferenceFilter = Readonly<Record<string, string | null | undefined>>;

/** What a search answers: the first REFERENCE_PAGE matches, and whether there are more. */
export interface ReferenceMatches<K extends ReferenceKind = ReferenceKind> {
  choices: ReferenceChoice<K>[];
  more: boolean;
}

/** How many matches a search shows; typing further narrows them. */
export const REFERENCE_PAGE = 50;

// Letters unaccent maps that Unicode does not decompose (as unaccent.rules has them).
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŀ: 'l', ŧ: 't', ħ: 'h' };

/** What the database's public.search_text does: lower case, without diacritics ('Café' -> 'cafe'), spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıŀŧħ]/g, (letter) => LETTERS[letter])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, each to occur somewhere in a choice's search text. */
function searchWords(q: string): string[] {
  // What a field shows around names separates words ('Receptie (Kantoor Utrecht)', 'Kantoor
  // Utrecht, Oudegracht 120'); PostgREST reads `*` in a pattern as `%`.
  return normalizeSearch(q.replace(/[*,;()]/g, ' ')).split(' ').filter(Boolean);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const definition = (kind: ReferenceKind): KindDefinition => REFERENCE_KINDS[kind];

function filterEntries(filter: ReferenceFilter | undefined): [string, string][] | null {
  const entries = Object.entries(filter ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (entries.some(([, value]) => !value)) return null;
  return entries as [string, string][];
}

/** The SWR key of a search; `null` while it asks nothing (a filter without its value, or without the kind's scope). Tests give answers under it. */
export function referenceSearchKey(kind: ReferenceKind, q: string, filter?: ReferenceFilter) {
  const entries = filterEntries(filter);
  const { scope } = definition(kind);
  if (!entries || (scope && !entries.some(([column]) => column === scope))) return null;
  return [definition(kind).table, 'choices', kind, searchWords(q).join(' '), entries] as const;
}

/**
 * The SWR key of one chosen row, read by its id; of several (a key's spaces) under
 * `[id,id,…]`, which no id looks like. Tests give answers under it.
 */
export function referenceKey(kind: ReferenceKind, id: string | readonly string[]) {
  return [definition(kind).table, 'choice', kind, typeof id === 'string' ? id : `[${id.join(',')}]`] as const;
}

/** The request of a search: each word in `search`, the filter, ordered, one more than a page (to tell there are more). */
export function referenceSearchQuery(kind: ReferenceKind, q: string, filter?: ReferenceFilter) {
  const { view, columns, order } = definition(kind);
  let query = supabase().from(view).select(columns);
  for (const word of searchWords(q)) query = query.ilike('search', likePattern(word));
  for (const [column, value] of filterEntries(filter) ?? []) query = query.eq(column as never, value as never);
  for (const column of order) query = query.order(column as never, { ascending: true });
  return query.limit(REFERENCE_PAGE + 1);
}

async function search<K extends ReferenceKind>(kind: K, q: string, filter?: ReferenceFilter): Promise<ReferenceMatches<K>> {
  const { data, error } = await referenceSearchQuery(kind, q, filter);
  if (error) throw error;
  const rows = (data ?? []) as unknown as ReferenceChoice<K>[];
  return { choices: rows.slice(0, REFERENCE_PAGE), more: rows.length > REFERENCE_PAGE };
}

async function readChoices<K extends ReferenceKind>(kind: K, ids: readonly string[]): Promise<ReferenceChoice<K>[]> {
  const { view, columns } = definition(kind);
  const { data, error } = await supabase()
    .from(view)
    .select(columns)
    .in('id' as never, ids as never);
  if (error) throw error;
  const rows = (data ?? []) as unknown as ReferenceChoice<K>[];
  // One row per id (a supplier is in supplier_type_choices once per facility type), in the order asked.
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ReferenceChoice<K> => Boolean(row));
}

/**
 * The first REFERENCE_PAGE rows of `kind` that match what was typed (every word, in any
 * case, with or without accents), by label; `q === null` asks nothing (a closed picker).
 */
export function useReferenceSearch<K extends ReferenceKind>(
  kind: K,
  q: string | null,
  { filter, ...config }: { filter?: ReferenceFilter } & SWRConfiguration<ReferenceMatches<K>> = {},
) {
  const key = q === null ? null : referenceSearchKey(kind, q, filter);
  return useSWR<ReferenceMatches<K>>(key, () => search(kind, q ?? '', filter), config);
}

// A row once read (or chosen from a search) is not asked again for every field that shows it;
// a write to its table refreshes it.
const CHOSEN: SWRConfiguration = { revalidateIfStale: false, revalidateOnFocus: false };

/** The chosen row of `kind`, read by its id ('' or null: none), so the field shows its name at once. */
export function useReferenceLabel<K extends ReferenceKind>(kind: K, id: string | null | undefined, config?: SWRConfiguration<ReferenceChoice<K> | null>) {
  return useSWR<ReferenceChoice<K> | null>(id ? referenceKey(kind, id) : null, async () => (await readChoices(kind, [id as string]))[0] ?? null, { ...CHOSEN, ...config });
}

/** Several chosen rows of `kind` (a key's spaces), read by their ids, in that order. */
export function useReferenceLabels<K extends ReferenceKind>(kind: K, ids: readonly string[], config?: SWRConfiguration<ReferenceChoice<K>[]>) {
  const key = ids.length ? referenceKey(kind, ids) : null;
  return useSWR<ReferenceChoice<K>[]>(key, () => readChoices(kind, ids), { ...CHOSEN, keepPreviousData: true, ...config });
}

/**
 * The chosen rows of `kind` that this page has read or been given: `get(id)` answers at once
 * from the cache (a form rule that needs the chosen building's floors), `remember(choice)`
 * keeps a row chosen from a search, so its field and `useReferenceLabel` need no request.
 */
export function useReferenceCache<K extends ReferenceKind>(kind: K) {
  const { cache, mutate } = useSWRConfig();
  const get = useCallback(
    (id: string | null | undefined): ReferenceChoice<K> | undefined =>
      id ? ((cache.get(unstable_serialize(referenceKey(kind, id)))?.data as ReferenceChoice<K> | null | undefined) ?? undefined) : undefined,
    [cache, kind],
  );
  const remember = useCallback(
    (choice: ReferenceChoice<K>) => mutate(referenceKey(kind, choice.id), choice, { revalidate: false }),
    [kind, mutate],
  );
  return { get, remember };
}

/** A chosen row as its field shows it ('Receptie (Kantoor Utrecht)'); `scoped` when a filter narrows the choices. */
export function referenceText(kind: ReferenceKind, choice: ReferenceChoiceBase, scoped = false): string {
  const { text } = definition(kind);
  return text ? text(choice, scoped) : choice.label;
}

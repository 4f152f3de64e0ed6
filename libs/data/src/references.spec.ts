import { configureSupabase } from './client';
import { REFERENCE_PAGE, normalizeSearch, referenceKey, referenceSearchKey, referenceSearchQuery, referenceText } from './references';

beforeAll(() => {
  configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
});

/** The request a search sends, as PostgREST reads it. */
function requestOf(query: object) {
  const { url } = query as unknown as { url: URL };
  return { path: url.pathname, params: [...url.searchParams.entries()] };
}

test('what was typed is normalised as the database normalises its search text: lower case, no diacritics', () => {
  expect(normalizeSearch('  Café   ZOË ')).toBe('cafe zoe');
  expect(normalizeSearch('Ærø Straße Łódź Øresund')).toBe('aero strasse lodz oresund');
  expect(normalizeSearch('Ĳsselmeer')).toBe('ijsselmeer');
});

test('a search asks the kind’s view for every word, ordered, one more than a page', () => {
  const { path, params } = requestOf(referenceSearchQuery('building', 'Kantoor  Utrécht'));
  expect(path).toBe('/rest/v1/building_choices');
  expect(params).toEqual([
    ['select', 'id,label,detail,street,city,floors'],
    ['search', 'ilike.%kantoor%'],
    ['search', 'ilike.%utrecht%'],
    ['order', 'label.asc,id.asc'],
    ['limit', String(REFERENCE_PAGE + 1)],
  ]);
});

test('what a field shows around names separates words: a chosen text typed again finds its row', () => {
  expect(referenceSearchKey('space', 'Receptie (Kantoor Utrecht)')?.[3]).toBe('receptie kantoor utrecht');
  expect(referenceSearchKey('building', 'Kantoor Utrecht, Oudegracht 120; Utrecht')?.[3]).toBe('kantoor utrecht oudegracht 120 utrecht');
});

test('LIKE wildcards that were typed match themselves; a star separates words', () => {
  const { params } = requestOf(referenceSearchQuery('space', '100%_a\\b*c'));
  expect(params.filter(([name]) => name === 'search')).toEqual([
    ['search', 'ilike.%100\\%\\_a\\\\b%'],
    ['search', 'ilike.%c%'],
  ]);
});

test('a filter narrows the search; a filter without its value asks nothing', () => {
  const { params } = requestOf(referenceSearchQuery('housing', '', { building_id: 'b1' }));
  expect(params).toContainEqual(['building_id', 'eq.b1']);
  expect(params).toContainEqual(['order', 'street.asc,house_number_order.asc,id.asc']);
  expect(referenceSearchKey('housing', '12', { building_id: '' })).toBeNull();
  // Housing units are always chosen within one building.
  expect(referenceSearchKey('housing', '12')).toBeNull();
  expect(referenceSearchKey('housing', ' 12 ', { building_id: 'b1' })).toEqual(['housing', 'choices', 'housing', '12', [['building_id', 'b1']]]);
});

test('the keys start with the table, so a write to it refreshes its choices', () => {
  expect(referenceKey('provision', 'p1')[0]).toBe('technical_provisions');
  expect(referenceSearchKey('company', 'vve')?.[0]).toBe('companies');
});

test('a chosen row reads as its kind shows it', () => {
  const space = { id: 's1', label: 'Receptie', detail: 'Kantoor Utrecht' };
  expect(referenceText('space', space)).toBe('Receptie (Kantoor Utrecht)');
  expect(referenceText('space', space, true)).toBe('Receptie');
  expect(referenceText('building', { id: 'b1', label: 'Kantoor Utrecht', detail: 'Oudegracht 120, Utrecht' })).toBe('Kantoor Utrecht');
  expect(referenceText('provision', { id: 'p1', label: 'Lift A', detail: '' })).toBe('Lift A');
  expect(referenceText('performer', { id: 'mechanic:m1', label: 'Jan de Boer', detail: 'monteur' })).toBe('Jan de Boer (monteur)');
});

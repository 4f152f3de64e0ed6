// The last searches on this device (localStorage), newest first; nothing leaves the browser.
const KEY = 'search-recent';
const KEEP = 5;

export function readRecentSearches(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Puts `q` first (once, whatever its case); returns the list as kept. */
export function rememberSearch(q: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string[] {
  const query = q.trim();
  if (!query) return readRecentSearches(storage);
  const next = [query, ...readRecentSearches(storage).filter((other) => other.toLowerCase() !== query.toLowerCase())].slice(0, KEEP);
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the search still works, it is just not remembered.
  }
  return next;
}

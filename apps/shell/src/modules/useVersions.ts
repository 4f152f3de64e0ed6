import useSWR from 'swr';

export interface PublishedVersion {
  version: string;
  publishedAt: string;
}

/** The published versions of one remote (remotes/<container>/versions.json, written by the deploy). */
export function useVersions(remote: string) {
  return useSWR<PublishedVersion[]>(['modules', 'versions', remote], async () => {
    const response = await fetch(`/remotes/${remote}/versions.json`, { cache: 'no-store' });
    if (response.status === 404) return [];
    if (!response.ok) throw new Error(`versions.json: ${response.status}`);
    return response.json();
  });
}

import { useJson } from '@facility/data/basics';

export interface PublishedVersion {
  version: string;
  publishedAt: string;
}

/** The published versions of one remote (remotes/<container>/versions.json, written by the deploy); none published: []. */
export function useVersions(remote: string) {
  return useJson<PublishedVersion[]>(`/remotes/${remote}/versions.json`, { missing: [] });
}

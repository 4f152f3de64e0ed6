// Whose copy of each workspace lib a loaded remote uses, read from the Module
// Federation runtime's share scope (one per page; the shell and every remote container
// register their copies in it and note there which copy they loaded).
//
// A remote asks for `^<lib version it was built with>` (tools/webpack/shared.js): it
// uses the shell's copy when that satisfies the range and brings its own otherwise. With
// 'loaded-first' a remote may also get another remote's newer copy that is already
// loaded, when that one satisfies its range too.
import { getInstance } from '@module-federation/enhanced/runtime';

export interface LibSource {
  /** The version of the copy the remote uses. */
  version: string;
  /** The shell's copy, the remote's own, or one another remote brought. */
  from: 'shell' | 'own' | 'other';
  /** Container name of whoever provided that copy (shell, tasks_mf, ...). */
  provider: string;
}

/** The parts of a federation instance (`getInstance()`) this file reads. */
export interface FederationInstanceView {
  options: { name: string; shared: Record<string, ReadonlyArray<{ version: string }>> };
  shareScopeMap: Record<string, Record<string, Record<string, { version: string; useIn?: readonly string[] }>>>;
}

/** `getInstance` of @module-federation/enhanced/runtime: the shell's instance, or the first one `finder` accepts. */
export type FindInstance = (finder?: (instance: FederationInstanceView) => boolean) => FederationInstanceView | null;

const WORKSPACE_LIB = /^@facility\//;

/**
 * For a loaded remote (container name, e.g. tasks_mf): each workspace lib it has loaded
 * so far, with the version it got and whose copy that is. Empty before it loaded.
 */
export function libSources(remote: string, find: FindInstance = getInstance as unknown as FindInstance): Record<string, LibSource> {
  const shell = find();
  if (!shell) return {};
  const scope = shell.shareScopeMap.default ?? {};
  const provides = (lib: string, version: string) => (instance: FederationInstanceView) =>
    (instance.options.shared[lib] ?? []).some((shared) => shared.version === version);
  const sources: Record<string, LibSource> = {};
  for (const [lib, versions] of Object.entries(scope)) {
    if (!WORKSPACE_LIB.test(lib)) continue;
    const used = Object.values(versions).find((shared) => shared.useIn?.includes(remote));
    if (!used) continue;
    const { version } = used;
    // The first copy registered at a version stays (loaded-first), and the shell
    // registers its copies before any remote loads: the shell's version is its copy.
    let provider: string | undefined;
    if (provides(lib, version)(shell)) provider = shell.options.name;
    else if (find((instance) => instance.options.name === remote && provides(lib, version)(instance))) provider = remote;
    else provider = find(provides(lib, version))?.options.name ?? 'onbekend';
    sources[lib] = { version, from: provider === shell.options.name ? 'shell' : provider === remote ? 'own' : 'other', provider };
  }
  return sources;
}

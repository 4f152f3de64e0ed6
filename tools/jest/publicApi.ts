// The public API of a shared workspace lib, checked against the one recorded beside its
// version (libs/<lib>/version.json). Remotes are built against a lib version and may run
// with the shell's copy of that lib: the version is what tells them whether that copy
// has what they use, so it must change whenever the public API does.
//
// The API is the sorted export names (values and types) of each of the lib's entries
// (the tsconfig.base.json paths into libs/<lib>/src), read with the TypeScript compiler.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

export interface VersionFile {
  version: string;
  /** Entry (import name) -> its sorted export names. */
  api: Record<string, string[]>;
}

/** The entries of a lib: import name -> entry file, from tsconfig.base.json's paths. */
export function libEntries(lib: string): Record<string, string> {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const paths: Record<string, string[]> = config.compilerOptions.paths;
  const src = path.join(root, lib, 'src') + path.sep;
  return Object.fromEntries(
    Object.entries(paths)
      .map(([name, [file]]) => [name, path.join(root, file)] as const)
      .filter(([, file]) => file.startsWith(src)),
  );
}

/** The sorted export names of each entry of a lib, as its sources are now. */
export function currentApi(lib: string): Record<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name)) files.push(file);
    }
  };
  walk(path.join(root, lib, 'src'));
  // Only the lib's own files: re-exports from packages count by name, unresolved.
  const program = ts.createProgram(files, { noResolve: true, noLib: true, types: [], jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(libEntries(lib)).map(([name, file]) => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`${name}: ${file} is not a module`);
      return [name, checker.getExportsOfModule(symbol).map((s) => s.name).sort()];
    }),
  );
}

export function readVersionFile(lib: string): VersionFile {
  return JSON.parse(fs.readFileSync(path.join(root, lib, 'version.json'), 'utf8'));
}

function bump(version: string, part: 'major' | 'minor') {
  const [major, minor] = version.split('.').map(Number);
  return part === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/**
 * Null when the lib's exports are the ones recorded in its version.json, else what to do.
 * `fixedMajor`: the lib's major version never changes (@facility/runtime): it may only grow.
 */
export function publicApiProblem(lib: string, { fixedMajor }: { fixedMajor?: number } = {}): string | null {
  const file = `${lib}/version.json`;
  const recorded = readVersionFile(lib);
  if (!/^\d+\.\d+\.\d+$/.test(recorded.version ?? '')) return `${file}: "version" must be a version like 1.2.0, not ${JSON.stringify(recorded.version)}`;
  if (fixedMajor !== undefined && Number(recorded.version.split('.')[0]) !== fixedMajor) {
    return `${file}: the major version of this lib stays ${fixedMajor} (see the contract in ${lib}/src/index.ts); an added export is a minor version`;
  }
  const now = currentApi(lib);
  const changes: string[] = [];
  let removedAny = false;
  for (const entry of [...new Set([...Object.keys(now), ...Object.keys(recorded.api ?? {})])].sort()) {
    const before = recorded.api?.[entry] ?? [];
    const after = now[entry] ?? [];
    const added = after.filter((name) => !before.includes(name));
    const removed = before.filter((name) => !after.includes(name));
    removedAny ||= removed.length > 0;
    if (added.length) changes.push(`  ${entry}: added ${added.join(', ')}`);
    if (removed.length) changes.push(`  ${entry}: removed ${removed.join(', ')}`);
  }
  if (!changes.length) return null;
  const lines = [`The public API of ${lib} is not the one recorded for version ${recorded.version} in ${file}:`, ...changes];
  if (fixedMajor !== undefined && removedAny) {
    lines.push(`An export of ${lib} is never removed or renamed: pages run remotes built against every ${fixedMajor}.x version. Put it back.`);
  } else {
    const part = removedAny ? 'major' : 'minor';
    lines.push(
      `Bump "version" in ${file} (minor for an added export, major for a removed or changed one: here ${part}, ${recorded.version} -> ${bump(recorded.version, part)})`,
      `and record the new list as "api":`,
      JSON.stringify(now, null, 2),
    );
  }
  return lines.join('\n');
}

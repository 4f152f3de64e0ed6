// ESLint rule: no file may reach itself through its imports. Every import counts:
// value, type-only and dynamic (`import('./form')`), because each ties the files'
// designs together (a resource, its form and its fields import a leaf row file,
// never each other). Only relative imports are followed; cycles between projects
// are @nx/enforce-module-boundaries' job.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const importsOf = new Map();

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  const jsAsTs = base.replace(/\.m?js$/, '');
  if (jsAsTs !== base) candidates.push(...EXTENSIONS.map((e) => jsAsTs + e));
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && existsSync(file)) ?? null;
}

/** The files `file` imports, relative imports only, read once per lint run. */
function imports(file, text) {
  let found = importsOf.get(file);
  if (!found) {
    const source = text ?? readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    found = [...new Set(importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean))];
    importsOf.set(file, found);
  }
  return found;
}

/** The shortest way from `file` back to itself, or null. */
function cycleThrough(file, text) {
  const previous = new Map();
  const queue = [];
  for (const next of imports(file, text)) {
    if (!previous.has(next)) {
      previous.set(next, file);
      queue.push(next);
    }
  }
  while (queue.length) {
    const current = queue.shift();
    if (current === file) {
      const way = [file];
      for (let at = previous.get(file); at !== file; at = previous.get(at)) way.unshift(at);
      return [file, ...way];
    }
    for (const next of imports(current)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles, type-only and dynamic imports included.' },
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a leaf file (e.g. the row type into <area>Row.ts).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const file = context.physicalFilename;
        const cycle = cycleThrough(file, context.sourceCode.text);
        if (!cycle) return;
        const cwd = path.dirname(file);
        context.report({ node, messageId: 'cycle', data: { cycle: cycle.map((f) => path.relative(cwd, f) || path.basename(f)).join(' → ') } });
      },
    };
  },
};

export default { rules: { 'no-import-cycles': noImportCycles } };

import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a command in the repo, inheriting output (or writing it to the file `logFile`);
 * resolves with its exit code. `signal` (an AbortSignal) stops it.
 */
export function run(command, args, { env = {}, allowFailure = false, logFile, signal } = {}) {
  return new Promise((resolve, reject) => {
    const out = logFile ? openSync(logFile, 'w') : 'inherit';
    const stdio = logFile ? ['ignore', out, out] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, signal, env: { ...process.env, ...env } });
    if (logFile) closeSync(out);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) reject(new Error(`${command} ${args.join(' ')} stopte met code ${status}`));
      else resolve(status);
    });
  });
}

export const nx = (args, options) => run(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], options);

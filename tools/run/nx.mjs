import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command in the repo, inheriting output; resolves with its exit code. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) reject(new Error(`${command} ${args.join(' ')} stopte met code ${status}`));
      else resolve(status);
    });
  });
}

export const nx = (args, options) => run(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], options);

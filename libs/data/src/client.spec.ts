import * as runtime from '@facility/runtime';
import * as supabaseJs from '@supabase/supabase-js';
import { configureSupabase, supabase } from './client';

type ClientModule = typeof import('./client');

/**
 * A second copy of this module, as a remote has it when it brings a newer libs/data
 * than the shell's: its own module state, the page's one @facility/runtime.
 */
async function anotherCopy(): Promise<ClientModule> {
  let copy: ClientModule | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@facility/runtime', () => runtime);
    jest.doMock('@supabase/supabase-js', () => supabaseJs);
    copy = await import('./client');
  });
  return copy as ClientModule;
}

test('before the shell configures it, supabase() says so', () => {
  expect(() => supabase()).toThrow('supabase is not configured');
});

test('another copy of libs/data uses the client (and so the session) the shell configured', async () => {
  const client = configureSupabase({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'test' });
  const other = await anotherCopy();
  expect(other.supabase).not.toBe(supabase);
  expect(supabase()).toBe(client);
  expect(other.supabase()).toBe(client);
});

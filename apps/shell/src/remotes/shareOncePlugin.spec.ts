import { ModuleFederation } from '@module-federation/runtime-tools/runtime-core';
import shareOncePlugin, { shareOnce } from './shareOncePlugin';

/** A container sharing `pkg` 1.0.0, counting how often the runtime registers it in the scope. */
function container(name: string, pkg: string, plugins: Array<typeof shareOnce> = []) {
  const lib = { from: name };
  let registrations = 0;
  const counter = {
    name: 'count-registrations',
    afterRegisterShare: ({ pkgName }: { pkgName: string }) => {
      if (pkgName === pkg) registrations += 1;
    },
  };
  const mf = new ModuleFederation({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [pkg]: { version: '1.0.0', lib: () => lib, shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
    plugins: [counter, ...plugins],
  });
  return { mf, lib, registrations: () => registrations };
}

async function loadThrice(mf: ModuleFederation, pkg: string) {
  const got = [];
  for (let i = 0; i < 3; i++) {
    const factory = await mf.loadShare<{ from: string }>(pkg);
    got.push(factory && factory());
  }
  return got;
}

describe('the shared modules registered once per container', () => {
  it('registers a container’s shared modules on its first loadShare only, and still loads them', async () => {
    const host = container('shell', 'once-host', [shareOnce]);
    const before = host.registrations();

    expect(await loadThrice(host.mf, 'once-host')).toEqual([host.lib, host.lib, host.lib]);
    expect(host.registrations() - before).toBe(1);
  });

  it('does the same for a container created later without plugins of its own (a remote)', async () => {
    shareOncePlugin();
    const remote = container('housing_mf', 'once-remote');
    const before = remote.registrations();

    expect(await loadThrice(remote.mf, 'once-remote')).toEqual([remote.lib, remote.lib, remote.lib]);
    expect(remote.registrations() - before).toBe(1);
  });
});

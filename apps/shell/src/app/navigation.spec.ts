import { placeLinks } from './navigation';
import type { RemoteManifest } from '../remotes/manifest';

const settings = { to: '/settings', label: 'Instellingen', order: 1000 };
const icons = { Add: 'plus', Report: 'bel' };

const manifest: RemoteManifest = {
  remotes: {
    assets_mf: {
      version: '1',
      entry: '/a.js',
      owns: ['/malfunctions', '/keys'],
      routes: [
        { path: '/malfunctions', view: 'm', label: 'Storingen', links: { header: 'Storing Melden' }, icons: { header: 'Report' }, order: 2 },
        { path: '/keys', view: 'k', label: 'Sleutels' },
      ],
    },
    tasks_mf: {
      version: '1',
      entry: '/t.js',
      owns: ['/new-task', '/tasks-*'],
      routes: [
        { path: '/new-task', view: 'n', label: 'Nieuwe Taak', links: { header: 'Nieuwe Taak' }, icons: { header: 'Add' }, order: 1 },
        { path: '/tasks-archive', view: 'a', label: 'Taakarchief', links: { header: 'Archief' }, icons: { header: 'Onbekend' } },
        // Not its path: no link.
        { path: '/keys', view: 'x', label: 'Gekaapt', links: { header: 'Gekaapt' }, order: 0 },
      ],
      settingsTabs: [{ tab: 'archief', view: 'a', label: 'Archief', links: { settings: 'Taakarchief' }, order: 5 }],
    },
  },
};

describe('links to pages', () => {
  it('places the declared links among the shell’s by their order, with their icons; one without order comes last', () => {
    expect(placeLinks('header', [settings], icons, manifest)).toEqual([
      { to: '/new-task', label: 'Nieuwe Taak', Icon: 'plus', order: 1 },
      { to: '/malfunctions', label: 'Storing Melden', Icon: 'bel', order: 2 },
      settings,
      { to: '/tasks-archive', label: 'Archief', Icon: undefined, order: Number.MAX_SAFE_INTEGER },
    ]);
  });

  it('links to a settings tab that declares a link', () => {
    expect(placeLinks('settings', [], icons, manifest)).toEqual([{ to: '/settings?tab=archief', label: 'Taakarchief', Icon: undefined, order: 5 }]);
  });

  it('shows only the shell’s links while no remote is live or the manifest could not be read', () => {
    expect(placeLinks('header', [settings], icons, { remotes: {}, unreachable: true })).toEqual([settings]);
  });
});

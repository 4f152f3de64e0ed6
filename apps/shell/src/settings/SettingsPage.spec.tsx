import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@facility/runtime/router';
import { AppProviders } from '@facility/ui';
import { SettingsPage } from './SettingsPage';
import { setManifest } from '../remotes/liveManifest';
import type { RemoteManifest } from '../remotes/manifest';

jest.mock('../remotes/RemoteView', () => ({
  // A tab's view loads from its remote at runtime; here only which one is asked for matters.
  RemoteView: ({ target }: { target: () => { remote: string; view: string } }) => {
    try {
      const { remote, view } = target();
      return <p>{`${remote}:${view}`}</p>;
    } catch {
      return <p>niet beschikbaar</p>;
    }
  },
}));

const live: RemoteManifest = {
  remotes: {
    buildings_mf: {
      version: '1',
      entry: '/b.js',
      owns: ['/spaces', '/buildings'],
      routes: [],
      settingsTabs: [
        { tab: 'buildings', view: 'buildings/BuildingsTab', label: 'Gebouwen', path: '/buildings', links: { settings: 'Gebouwen' }, order: 20 },
        { tab: 'entrances', view: 'entrances/EntrancesTab', label: 'In- en uitgangen', order: 30 },
      ],
    },
    nuisance_mf: {
      version: '1',
      entry: '/n.js',
      owns: ['/follow-up-actions'],
      routes: [{ path: '/follow-up-actions', view: 'f', label: 'Vervolgacties', links: { settings: 'Overlast' }, order: 150 }],
    },
  },
};

function renderAt(url: string, manifest: RemoteManifest = live) {
  setManifest(manifest);
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage /> }], { initialEntries: [url] });
  render(<AppProviders><RouterProvider router={router} /></AppProviders>);
  return router;
}

describe('settings tabs come from the live remotes and follow ?tab=', () => {
  it('opens Algemeen by default, with the links the remotes declare', () => {
    renderAt('/settings');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Algemeen', 'Gebouwen', 'In- en uitgangen']);
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Overlast' })).toHaveAttribute('href', '/follow-up-actions');
    expect(screen.getByRole('link', { name: 'Gebouwen' })).toHaveAttribute('href', '/settings?tab=buildings');
    expect(screen.getByRole('link', { name: 'Modules' })).toHaveAttribute('href', '/modules');
  });

  it('opens the tab named by the parameter and shows the view its remote declares', () => {
    renderAt('/settings?tab=entrances');
    expect(screen.getByRole('tab', { name: 'In- en uitgangen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('buildings_mf:entrances/EntrancesTab')).toBeInTheDocument();
  });

  it('changing tab sets the parameter, and going back restores the previous tab', async () => {
    const router = renderAt('/settings');
    fireEvent.click(screen.getByRole('tab', { name: 'Gebouwen' }));
    expect(router.state.location.search).toBe('?tab=buildings');
    expect(screen.getByText('buildings_mf:buildings/BuildingsTab')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats an unknown tab as Algemeen', () => {
    renderAt('/settings?tab=onbekend');
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('without a manifest, a tab it cannot know says so in its place instead of opening Algemeen', () => {
    renderAt('/settings?tab=buildings', { remotes: {}, unreachable: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false']);
    expect(screen.getByText('niet beschikbaar')).toBeInTheDocument();
  });
});

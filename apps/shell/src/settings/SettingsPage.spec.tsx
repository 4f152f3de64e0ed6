import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@facility/runtime/router';
import { AppProviders } from '@facility/ui';
import { SettingsPage } from './SettingsPage';

jest.mock('../remotes/RemoteView', () => ({
  // The remote tabs are loaded from buildings-mf at runtime; here only which one is asked for matters.
  RemoteView: ({ remote, view }: { remote: string; view: string }) => <p>{`${remote}:${view}`}</p>,
}));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage /> }], { initialEntries: [url] });
  render(<AppProviders><RouterProvider router={router} /></AppProviders>);
  return router;
}

describe('settings tabs follow ?tab=', () => {
  it('opens Algemeen by default, with the card displayed as Overlast', () => {
    renderAt('/settings');
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Overlast' })).toHaveAttribute('href', '/follow-up-actions');
    expect(screen.getByRole('link', { name: 'Gebouwen' })).toHaveAttribute('href', '/buildings');
  });

  it('opens the tab named by the parameter and shows the buildings-mf view', () => {
    renderAt('/settings?tab=entrances');
    expect(screen.getByRole('tab', { name: 'In- en uitgangen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('buildings_mf:settings-entrances')).toBeInTheDocument();
  });

  it('changing tab sets the parameter, and going back restores the previous tab', async () => {
    const router = renderAt('/settings');
    fireEvent.click(screen.getByRole('tab', { name: 'Gebouwen' }));
    expect(router.state.location.search).toBe('?tab=buildings');
    expect(screen.getByText('buildings_mf:settings-buildings')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats an unknown tab as Algemeen', () => {
    renderAt('/settings?tab=onbekend');
    expect(screen.getByRole('tab', { name: 'Algemeen' })).toHaveAttribute('aria-selected', 'true');
  });
});

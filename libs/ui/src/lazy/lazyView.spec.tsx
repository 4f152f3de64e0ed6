import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyView } from './lazyView';

function SpacesPage({ title = 'Ruimtes' }: { title?: string }) {
  return <h1>{title}</h1>;
}

/** As the shell's boundary around a remote: shows the failure, and its retry mounts the view again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children}</div>;
    return <button onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>Opnieuw proberen</button>;
  }
}

it('shows Laden... while its code downloads, then the page', async () => {
  const load = jest.fn(async () => ({ default: SpacesPage }));
  const View = lazyView(load);
  expect(load).not.toHaveBeenCalled();
  render(<View />);
  expect(screen.getByRole('status')).toHaveTextContent('Laden...');
  expect(await screen.findByRole('heading', { name: 'Ruimtes' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders at once, in the same pass, when preloaded: no Laden... and no suspended fallback', async () => {
  const load = jest.fn(async () => ({ default: SpacesPage }));
  const View = lazyView(load);
  await View.preload();
  render(<View title="Sleutels" />);
  expect(screen.getByRole('heading', { name: 'Sleutels' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('hands a failed download to the error boundary, whose retry downloads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ default: typeof SpacesPage }>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: SpacesPage });
  const View = lazyView(load);
  await act(async () => {
    render(
      <Boundary>
        <View />
      </Boundary>,
    );
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
  expect(await screen.findByRole('heading', { name: 'Ruimtes' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a failed preload is forgotten: showing the page later downloads again', async () => {
  const load = jest
    .fn<Promise<{ default: typeof SpacesPage }>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue({ default: SpacesPage });
  const View = lazyView(load);
  await expect(View.preload()).resolves.toBeUndefined();
  render(<View />);
  expect(await screen.findByRole('heading', { name: 'Ruimtes' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

import { act, render, screen } from '@testing-library/react';
import { ToastProvider } from '../toast/ToastProvider';
import { openedLazily, PART_LOAD_FAILED } from './openedLazily';

function Panel({ open, text }: { open: boolean; text: string; onClose?: () => void }) {
  return <p hidden={!open}>{text}</p>;
}

it('loads nothing until it first opens, then stays mounted while closed', async () => {
  const load = jest.fn(async () => Panel);
  const LazyPanel = openedLazily(load);
  const { rerender } = render(<LazyPanel open={false} text="Inhoud" />, { wrapper: ToastProvider });
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('Inhoud')).toBeNull();

  await act(async () => rerender(<LazyPanel open text="Inhoud" />));
  expect(await screen.findByText('Inhoud')).toBeVisible();
  // Closed again, it is still there (a dialog closes with its transition) and hidden.
  await act(async () => rerender(<LazyPanel open={false} text="Inhoud" />));
  expect(screen.getByText('Inhoud')).not.toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts loading before it opens when asked to (hover or focus on what opens it)', () => {
  const load = jest.fn(async () => Panel);
  openedLazily(load).preload();
  expect(load).toHaveBeenCalledTimes(1);
});

it('says so in Dutch when its code cannot be loaded, closes, and loads again at the next opening', async () => {
  const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Panel);
  const LazyPanel = openedLazily(load);
  const onClose = jest.fn();
  const { rerender } = await act(async () => render(<LazyPanel open text="Inhoud" onClose={onClose} />, { wrapper: ToastProvider }));
  expect(await screen.findByText(PART_LOAD_FAILED)).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(screen.queryByText('Inhoud')).toBeNull();

  await act(async () => rerender(<LazyPanel open={false} text="Inhoud" onClose={onClose} />));
  await act(async () => rerender(<LazyPanel open text="Inhoud" onClose={onClose} />));
  expect(await screen.findByText('Inhoud')).toBeVisible();
});

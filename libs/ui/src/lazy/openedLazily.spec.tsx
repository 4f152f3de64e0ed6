import { render, screen } from '@testing-library/react';
import { openedLazily } from './openedLazily';

function Panel({ open, text }: { open: boolean; text: string }) {
  return <p hidden={!open}>{text}</p>;
}

it('loads nothing until it first opens, then stays mounted while closed', async () => {
  const load = jest.fn(async () => Panel);
  const LazyPanel = openedLazily(load);
  const { rerender } = render(<LazyPanel open={false} text="Inhoud" />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('Inhoud')).toBeNull();

  rerender(<LazyPanel open text="Inhoud" />);
  expect(await screen.findByText('Inhoud')).toBeVisible();
  // Closed again, it is still there (a dialog closes with its transition) and hidden.
  rerender(<LazyPanel open={false} text="Inhoud" />);
  expect(screen.getByText('Inhoud')).not.toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts loading before it opens when asked to (hover or focus on what opens it)', () => {
  const load = jest.fn(async () => Panel);
  openedLazily(load).preload();
  expect(load).toHaveBeenCalledTimes(1);
});

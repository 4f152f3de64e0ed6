import { act, render, screen } from '@testing-library/react';
import { FIRST_STEP, useRenderInSteps } from './renderInSteps';

function Items({ items, seen }: { items: number[]; seen: number[] }) {
  const shown = useRenderInSteps(items);
  seen.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

test('a long list renders its first items first, then all of them', async () => {
  const seen: number[] = [];
  await act(async () => {
    render(<Items items={numbers(100)} seen={seen} />);
  });
  expect(seen[0]).toBe(FIRST_STEP);
  expect(screen.getAllByRole('listitem')).toHaveLength(100);
});

test('a short list renders whole at once', async () => {
  const seen: number[] = [];
  await act(async () => {
    render(<Items items={numbers(5)} seen={seen} />);
  });
  expect(seen.every((n) => n === 5)).toBe(true);
});

test('once whole, a list that grows is not cut again', async () => {
  const seen: number[] = [];
  const { rerender } = render(<Items items={numbers(30)} seen={seen} />);
  await act(async () => undefined);
  seen.length = 0;
  rerender(<Items items={numbers(60)} seen={seen} />);
  expect(seen).toEqual([60]);
});

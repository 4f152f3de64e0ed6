import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startOfMonth } from 'date-fns';
import { MonthCalendar } from './MonthCalendar';
import { monthWeeks } from './monthWeeks';

function Calendar({ onSelect = () => undefined }: { onSelect?: (day: Date) => void }) {
  const [month, setMonth] = useState(new Date(2026, 10, 1));
  const [selected, setSelected] = useState(new Date(2026, 10, 24));
  return (
    <MonthCalendar
      month={month}
      selected={selected}
      taskDays={new Set(['2026-11-30'])}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day);
      }}
      onMonthChange={(next) => setMonth(startOfMonth(next))}
    />
  );
}

const day = (name: string) => screen.getByRole('gridcell', { name });

describe('monthWeeks', () => {
  it('lays a month out in weeks from Sunday, with empty places for other months', () => {
    const weeks = monthWeeks(new Date(2026, 9, 15)); // October 2026 starts on a Thursday
    expect(weeks).toHaveLength(5);
    expect(weeks[0].map((d) => d?.getDate() ?? null)).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks[4].map((d) => d?.getDate() ?? null)).toEqual([25, 26, 27, 28, 29, 30, 31]);
    expect(monthWeeks(new Date(2026, 1, 1))).toHaveLength(4); // February 2026: Sunday 1 to Saturday 28
  });
});

describe('MonthCalendar', () => {
  it('shows the month with the selected day, and steps months with its buttons', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    expect(screen.getByRole('grid', { name: 'november 2026' })).toBeInTheDocument();
    expect(day('24')).toHaveAttribute('aria-selected', 'true');
    expect(day('30')).toHaveAttribute('data-has-tasks');
    await user.click(screen.getByRole('button', { name: 'Volgende maand' }));
    expect(screen.getByRole('grid', { name: 'december 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    expect(screen.getByRole('grid', { name: 'oktober 2026' })).toBeInTheDocument();
  });

  it('is one Tab stop; the arrows move between days and across months, Enter selects', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Calendar onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Volgende maand' }));
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await user.tab();
    await user.tab();
    expect(day('24')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(day('2')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'december 2026' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    expect(day('1')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'november 2026' })).toBeInTheDocument();
    expect(day('1')).toHaveFocus();
  });
});

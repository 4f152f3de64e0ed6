import { act, render, screen } from '@testing-library/react';
import { Clock } from './Clock';

describe('Clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2026, 10, 21, 23, 59, 59));
  });
  afterEach(() => jest.useRealTimers());

  it('refreshes every second, rolling over to the next day', () => {
    render(<Clock />);
    expect(screen.getByTestId('clock-time')).toHaveTextContent('23:59');
    expect(screen.getByTestId('clock-date')).toHaveTextContent('zaterdag 21 november 2026');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock-time')).toHaveTextContent('00:00');
    expect(screen.getByTestId('clock-date')).toHaveTextContent('zondag 22 november 2026');
  });
});

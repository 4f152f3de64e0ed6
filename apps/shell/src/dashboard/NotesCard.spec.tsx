import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@facility/ui/basics';
import { NotesCard } from './NotesCard';
import { NOTES_KEY } from './notesStorage';

const renderNotes = () => render(<AppProviders><NotesCard /></AppProviders>);

describe('Snelle Notities', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('reads "Opslaan..." for half a second, then stores the notes locally and confirms', () => {
    renderNotes();
    fireEvent.change(screen.getByLabelText('Notities'), { target: { value: 'Lift B controleren' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notities Opslaan' }));
    expect(screen.getByRole('button', { name: 'Opslaan...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(499));
    expect(localStorage.getItem(NOTES_KEY)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(localStorage.getItem(NOTES_KEY)).toBe('Lift B controleren');
    expect(screen.getByText('Notities opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Je notities zijn lokaal opgeslagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notities Opslaan' })).toBeEnabled();
  });

  it('restores saved notes on load', () => {
    localStorage.setItem(NOTES_KEY, 'Sleutel 12 kwijt');
    renderNotes();
    expect(screen.getByLabelText('Notities')).toHaveValue('Sleutel 12 kwijt');
  });
});

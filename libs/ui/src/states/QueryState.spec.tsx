import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from './ErrorState';
import { QueryState } from './QueryState';

const base = { loading: false, error: null, empty: false, errorTitle: 'Fout bij ophalen taken', errorText: 'Geen verbinding met de server.', emptyText: 'Nog geen taken.' };

describe('ErrorState', () => {
  it('says what failed and why, with a retry', () => {
    const retry = jest.fn();
    render(<ErrorState title="Fout bij ophalen taken" text="De server reageerde niet op tijd." onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fout bij ophalen taken');
    expect(alert).toHaveTextContent('De server reageerde niet op tijd.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('QueryState', () => {
  it('shows the error in place of content that never loaded', () => {
    render(
      <QueryState {...base} error={new Error('x')} empty>
        <p>Rondgang</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fout bij ophalen takenGeen verbinding met de server.');
    expect(screen.queryByText('Nog geen taken.')).not.toBeInTheDocument();
  });

  it('keeps loaded content when a refresh fails, with the error above it', () => {
    render(
      <QueryState {...base} error={new Error('x')}>
        <p>Rondgang</p>
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    const content = screen.getByText('Rondgang');
    expect(alert.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows loading, empty or the content when nothing failed', () => {
    const content = <p>Rondgang</p>;
    const { rerender } = render(<QueryState {...base} loading empty>{content}</QueryState>);
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    rerender(<QueryState {...base} empty>{content}</QueryState>);
    expect(screen.getByText('Nog geen taken.')).toBeInTheDocument();
    rerender(<QueryState {...base}>{content}</QueryState>);
    expect(screen.getByText('Rondgang')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import type { FormEvent, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordForm } from './NewPasswordForm';
import { passwordProblem } from './passwordRules';

const frame = (onSubmit: (event: FormEvent) => void, fields: ReactNode) => <form onSubmit={onSubmit}>{fields}</form>;

describe('choosing a new password', () => {
  it('needs at least 6 characters, typed the same twice', () => {
    expect(passwordProblem('abc12', 'abc12')).toBe('Het wachtwoord moet minstens 6 tekens lang zijn.');
    expect(passwordProblem('geheim1', 'geheim2')).toBe('De wachtwoorden zijn niet gelijk.');
    expect(passwordProblem('geheim1', 'geheim1')).toBeNull();
  });

  it('says what is wrong and keeps what was typed, without saving', async () => {
    const onSaved = jest.fn();
    render(<NewPasswordForm frame={frame} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText(/Nieuw wachtwoord/), 'geheim1');
    await userEvent.type(screen.getByLabelText(/Herhaal wachtwoord/), 'geheim2');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('De wachtwoorden zijn niet gelijk.');
    expect(screen.getByLabelText(/Nieuw wachtwoord/)).toHaveValue('geheim1');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

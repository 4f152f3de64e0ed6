import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AppProviders } from '../theme/AppProviders';
import { SelectInput } from './SelectInput';
import { TextInput } from './TextInput';

const KINDS = [
  { value: 'lift', label: 'Lift' },
  { value: 'boiler', label: 'CV-ketel' },
];

function Fields({ onSubmit }: { onSubmit: (values: object) => void }) {
  const form = useForm({ defaultValues: { name: '', notes: '', kind: 'boiler' } });
  return (
    <AppProviders>
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values))}
        aria-label="Voorziening"
      >
        <TextInput control={form.control} name="name" label="Naam" required helperText="Zoals op het typeplaatje" />
        <TextInput control={form.control} name="notes" label="Opmerkingen" multiline minRows={3} />
        <SelectInput control={form.control} name="kind" label="Soort" options={KINDS} />
        <button type="submit">Opslaan</button>
      </form>
    </AppProviders>
  );
}

// First: the select's code downloads once per page, and this test sees it before it is there.
test('while the select downloads, its box shows the label and the chosen option, read-only', async () => {
  render(<Fields onSubmit={jest.fn()} />);
  const placeholder = screen.getByRole('textbox', { name: 'Soort' });
  expect(placeholder).toHaveValue('CV-ketel');
  expect(placeholder).toHaveAttribute('readonly');
  expect(await screen.findByRole('combobox', { name: 'Soort' })).toHaveTextContent('CV-ketel');
});

test('a text field is labelled, marked required and described by its helper text, like MUI TextField', async () => {
  render(<Fields onSubmit={jest.fn()} />);
  const name = screen.getByRole('textbox', { name: 'Naam' });
  expect(name).toBeRequired();
  expect(name).toHaveAccessibleDescription('Zoals op het typeplaatje');
  expect(screen.getByText('Naam').closest('label')).toHaveTextContent('Naam *');
  expect(screen.getByRole('textbox', { name: 'Opmerkingen' }).tagName).toBe('TEXTAREA');
});

test('what is typed and chosen is what the form submits', async () => {
  const onSubmit = jest.fn();
  render(<Fields onSubmit={onSubmit} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Lift A');
  await userEvent.click(await screen.findByRole('combobox', { name: 'Soort' }));
  await userEvent.click(screen.getByRole('option', { name: 'Lift' }));
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Lift A', notes: '', kind: 'lift' });
});

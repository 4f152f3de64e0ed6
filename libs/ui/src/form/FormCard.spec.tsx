import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppProviders } from '../theme/AppProviders';
import { FormCard } from './FormCard';
import { RowActionsMenu } from './RowActionsMenu';
import { SelectInput } from './SelectInput';
import { TextInput } from './TextInput';
import { useClearOnChange } from './useClearOnChange';

const BUILDINGS = [
  { value: 'b1', label: 'Kantoor Utrecht' },
  { value: 'b2', label: 'Zorgcentrum De Kempen' },
];

function SpaceCard({ onSubmit, onClose }: { onSubmit: (values: object) => void; onClose: () => void }) {
  const form = useForm({ defaultValues: { building_id: 'b1', entrance_id: 'e1', name: '' } });
  const onBuildingChange = useClearOnChange(form, ['entrance_id']);
  return (
    <FormCard title="Nieuwe Ruimte" submitLabel="Toevoegen" onClose={onClose} onSubmit={form.handleSubmit(onSubmit)}>
      <SelectInput control={form.control} name="building_id" label="Gebouw" options={BUILDINGS} onValueChange={onBuildingChange} />
      <TextInput control={form.control} name="name" label="Naam" />
    </FormCard>
  );
}

function renderCard() {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <AppProviders>
      <SpaceCard onSubmit={onSubmit} onClose={onClose} />
    </AppProviders>,
  );
  return { onSubmit, onClose };
}

describe('FormCard', () => {
  it('submits with Enter and clears dependent choices when the parent changes', async () => {
    const { onSubmit } = renderCard();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Gebouw' }));
    await userEvent.click(screen.getByRole('option', { name: 'Zorgcentrum De Kempen' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Receptie{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ building_id: 'b2', entrance_id: '', name: 'Receptie' });
  });

  it('cancels with Escape, but Escape in an open list only closes the list', async () => {
    const { onClose } = renderCard();
    await userEvent.click(screen.getByRole('combobox', { name: 'Gebouw' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), '{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the focus on its title when it opens, and gives it back to what opened it when it closes', async () => {
    function AddSpace() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Nieuwe Ruimte
          </button>
          {open && <SpaceCard onSubmit={() => setOpen(false)} onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(
      <AppProviders>
        <AddSpace />
      </AppProviders>,
    );
    const opener = screen.getByRole('button', { name: 'Nieuwe Ruimte' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Nieuwe Ruimte' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Gebouw' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Nieuwe Ruimte' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("opened from a row's menu, gives the focus back to the row's menu button when it closes", async () => {
    function EditSpace() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <RowActionsMenu label="Receptie" onEdit={() => setOpen(true)} />
          {open && <SpaceCard onSubmit={() => setOpen(false)} onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(
      <AppProviders>
        <EditSpace />
      </AppProviders>,
    );
    const rowButton = screen.getByRole('button', { name: 'Acties voor Receptie' });
    await userEvent.tab();
    expect(rowButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Bewerken' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Nieuwe Ruimte' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Nieuwe Ruimte' })).not.toBeInTheDocument();
    expect(rowButton).toHaveFocus();
  });
});

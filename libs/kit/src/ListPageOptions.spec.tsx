import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { saveRow } from '@facility/data/records';
import { TextInput } from '@facility/ui/form';
import { ListPage } from './ListPage';
import { defineResource, type FieldsProps } from './resource';
import { listAnswer, renderWithData } from './testing';

jest.mock('@facility/data/records', () => ({ ...jest.requireActual('@facility/data/records'), saveRow: jest.fn() }));
const save = saveRow as jest.MockedFunction<typeof saveRow>;

interface Note {
  id: string;
  text: string;
}

const schema = v.object({ text: v.pipe(v.string(), v.minLength(1, 'Tekst is verplicht')), stamp: v.string() });
type In = v.InferInput<typeof schema>;
let opened = 0;

function Fields({ form }: FieldsProps<In, In, Note>) {
  return (
    <>
      <TextInput control={form.control} name="text" label="Tekst" />
      <TextInput control={form.control} name="stamp" label="Geopend" />
    </>
  );
}

function NoteCard({ row }: { row: Note }) {
  return <article aria-label={row.text}>{row.text}</article>;
}

/** Cards instead of a table, and an add-only card form that the add button toggles and that stays open, empty, after adding. */
const notes = defineResource({
  table: 'tasks',
  select: 'id, text:title',
  columns: [{ key: 'text', label: 'Tekst', text: (n) => n.text }],
  defaultSort: { key: 'created_at', direction: 'desc' },
  Card: NoteCard,
  texts: { title: 'Notities', listTitle: 'Alle notities', add: 'Notitie Toevoegen', empty: 'Nog geen notities.', loadError: 'Fout' },
  rowLabel: (n) => n.text,
  form: {
    placement: 'card',
    addToggles: true,
    editable: false,
    load: async () => ({
      afterAdd: 'reset',
      schema,
      Fields,
      empty: () => ({ text: '', stamp: String(++opened) }),
      toRow: () => ({}) as never,
      texts: { addTitle: 'Nieuwe Notitie', editTitle: '-', added: { title: 'Notitie toegevoegd' }, updated: { title: '-' }, failure: { title: 'Fout' } },
    }),
  },
});

beforeEach(() => {
  save.mockReset();
  renderWithData(<ListPage resource={notes} />, [listAnswer(notes, [{ id: 'n1', text: 'Eerste notitie' }])]);
});

it('shows the rows as cards, with no table and no row menu when the form only adds', () => {
  const list = screen.getByRole('list', { name: 'Alle notities' });
  expect(within(list).getByRole('article', { name: 'Eerste notitie' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('button', { name: /Acties voor/ })).toBeNull();
});

it('toggles the add form, takes its empty values when it opens, and after adding keeps it open and empty again', async () => {
  const add = screen.getByRole('button', { name: 'Notitie Toevoegen' });
  await userEvent.click(add);
  const form = await screen.findByRole('form', { name: 'Nieuwe Notitie' });
  const stamp = Number((within(form).getByRole('textbox', { name: 'Geopend' }) as HTMLInputElement).value);
  expect(add).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(add);
  expect(screen.queryByRole('form', { name: 'Nieuwe Notitie' })).toBeNull();

  await userEvent.click(add);
  const again = await screen.findByRole('form', { name: 'Nieuwe Notitie' });
  expect(Number((within(again).getByRole('textbox', { name: 'Geopend' }) as HTMLInputElement).value)).toBeGreaterThan(stamp);
  save.mockResolvedValueOnce('n2');
  await userEvent.type(within(again).getByRole('textbox', { name: 'Tekst' }), 'Nieuw');
  await userEvent.click(within(again).getByRole('button', { name: 'Toevoegen' }));
  expect(await screen.findByText('Notitie toegevoegd')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('form', { name: 'Nieuwe Notitie' })).toBeInTheDocument();
  expect(within(again).getByRole('textbox', { name: 'Tekst' })).toHaveValue('');
}, 15000);

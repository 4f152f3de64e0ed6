import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { useLocation } from '@facility/runtime/router';
import { TextInput } from '@facility/ui/form';
import { ListPage } from './ListPage';
import { defineForm, defineResource, type FieldsProps } from './resource';
import { answerTo, listAnswer, renderWithData, type Answers } from './testing';
import { openedRowQuery } from './useOpenFromUrl';

interface Room {
  id: string;
  name: string;
}

const ID = '00000003-0000-4000-8000-000000000007';
const room: Room = { id: ID, name: 'Vergaderzaal 7' };
const schema = v.object({ name: v.string() });
type In = v.InferInput<typeof schema>;

function Fields({ form }: FieldsProps<In, In, Room>) {
  return <TextInput control={form.control} name="name" label="Naam" />;
}

const roomForm = defineForm({
  schema,
  Fields,
  empty: { name: '' },
  texts: { addTitle: 'Nieuwe kamer', editTitle: 'Kamer bewerken', added: { title: '-' }, updated: { title: '-' }, failure: { title: 'Fout' } },
});

const rooms = defineResource({
  table: 'spaces',
  select: 'id, name',
  columns: [{ key: 'name', label: 'Naam', text: (r) => r.name }],
  defaultSort: { key: 'name', direction: 'asc' },
  texts: { title: 'Kamers', add: 'Kamer Toevoegen', empty: 'Nog geen kamers.', loadError: 'Fout' },
  rowLabel: (r) => r.name,
  form: { load: async () => roomForm },
});

function Location() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}

const address = () => screen.getByRole('status', { name: 'adres', hidden: true }).textContent;

function show(resource: typeof rooms, url: string, answers: Answers = []) {
  renderWithData(
    <>
      <ListPage resource={resource} />
      <Location />
    </>,
    [listAnswer(resource, [], { url }), ...answers],
    { url },
  );
}

const opened = (id: string, row: Room | null): Answers => {
  const build = openedRowQuery(rooms, id);
  if (!build) throw new Error('not a row id');
  return [answerTo(build, row)];
};

describe('a list page opens the row the URL names (?open=<id>)', () => {
  it('opens the edit form of the row; closing it takes ?open away and keeps the rest of the URL', async () => {
    show(rooms, `/rooms?q=zaal&open=${ID}`, opened(ID, room));
    const dialog = await screen.findByRole('dialog', { name: 'Kamer bewerken' });
    expect(within(dialog).getByRole('textbox', { name: 'Naam' })).toHaveValue('Vergaderzaal 7');
    expect(address()).toBe(`/rooms?q=zaal&open=${ID}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(address()).toBe('/rooms?q=zaal'));
  });

  it('opens the details of the row where the list has no form', async () => {
    const viewOnly = { ...rooms, form: undefined, detail: { title: (r: Room) => r.name, Content: () => <p>Alleen lezen</p> } };
    show(viewOnly, `/rooms?open=${ID}`, opened(ID, room));
    const dialog = await screen.findByRole('dialog', { name: 'Vergaderzaal 7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(address()).toBe('/rooms'));
  });

  it('opens the row as its columns where the list has neither a form that edits nor details (a report is never rewritten)', async () => {
    const reports = { ...rooms, form: { load: async () => roomForm, editable: false } };
    show(reports, `/rooms?open=${ID}`, opened(ID, room));
    const dialog = await screen.findByRole('dialog', { name: 'Vergaderzaal 7' });
    expect(within(dialog).getByRole('term')).toHaveTextContent('Naam');
    expect(within(dialog).getByRole('definition')).toHaveTextContent('Vergaderzaal 7');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(address()).toBe('/rooms'));
  });

  it.each([
    ['a row that does not exist (or may not be read)', ID, opened(ID, null)],
    ['an id that is no row id', 'nonsense', []],
  ])('says in Dutch that %s was not found, and takes ?open away', async (_, id, answers) => {
    show(rooms, `/rooms?open=${id}`, answers as Answers);
    expect(await screen.findByText('Wat deze link opent bestaat niet (meer), of je hebt er geen toegang toe.')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/rooms'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

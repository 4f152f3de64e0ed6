import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { setSupabaseClient } from '@facility/runtime';
import { AppProviders } from '../theme/AppProviders';
import { ReferenceInput, type ReferenceInputProps } from './ReferenceInput';

interface Row {
  id: string;
  label: string;
  detail: string | null;
  search: string;
  [column: string]: unknown;
}

const building = (id: string, label: string, city: string, floors = 3): Row => ({
  id,
  label,
  detail: `Hoofdstraat 1, ${city}`,
  search: `${label} Hoofdstraat 1 ${city}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
  street: 'Hoofdstraat 1',
  city,
  floors,
});

// 1,011 buildings: more than PostgREST's 1,000 rows, the last one by name 'Zzz…'.
const BUILDINGS: Row[] = [
  building('b-cafe', 'Café de Zoë', 'Utrecht', 2),
  ...Array.from({ length: 1009 }, (_, i) => building(`b${i}`, `Kantoor ${String(i).padStart(4, '0')}`, 'Amsterdam')),
  building('b-last', 'Zzz Laatste Gebouw', 'Zwolle', 7),
];
const SPACES: Row[] = [
  { id: 's1', label: 'Receptie', detail: 'Kantoor 0001', search: 'receptie kantoor 0001', building_id: 'b1' },
  { id: 's2', label: 'Vergaderzaal', detail: 'Kantoor 0001', search: 'vergaderzaal kantoor 0001', building_id: 'b1' },
  { id: 's3', label: 'Receptie', detail: 'Kantoor 0002', search: 'receptie kantoor 0002', building_id: 'b2' },
];
const VIEWS: Record<string, Row[]> = { building_choices: BUILDINGS, space_choices: SPACES };

/**
 * A stand-in for the page's supabase client: what PostgREST would answer the views, for
 * the filters a request carries. `requests` lists them; `hold` keeps answers back until released.
 */
function fakeDatabase() {
  const requests: string[] = [];
  let held: (() => void)[] | null = null;
  const db = {
    requests,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    from(view: string) {
      const words: string[] = [];
      const equal: [string, string][] = [];
      let ids: string[] | null = null;
      let limit = Infinity;
      const builder = {
        select: () => builder,
        order: () => builder,
        ilike: (_column: string, pattern: string) => (words.push(pattern.slice(1, -1)), builder),
        eq: (column: string, value: string) => (equal.push([column, value]), builder),
        in: (_column: string, values: string[]) => ((ids = values), builder),
        limit: (n: number) => ((limit = n), builder),
        then(resolve: (answer: { data: Row[]; error: null }) => unknown) {
          requests.push([view, ...words.map((w) => `search~${w}`), ...equal.map(([c, v]) => `${c}=${v}`), ...(ids ? [`id in ${ids.join(',')}`] : [])].join(' '));
          const rows = (VIEWS[view] ?? [])
            .filter((row) => words.every((w) => row.search.includes(w)))
            .filter((row) => equal.every(([c, v]) => row[c] === v))
            .filter((row) => !ids || ids.includes(row.id))
            .slice(0, limit);
          const answer = () => resolve({ data: rows, error: null });
          if (held) held.push(answer);
          else void Promise.resolve().then(answer);
        },
      };
      return builder;
    },
  };
  return db;
}

let db: ReturnType<typeof fakeDatabase>;
beforeEach(() => {
  db = fakeDatabase();
  setSupabaseClient(db);
});

type Values = { building_id: string; space_id: string; space_ids: string[] };

function Form({ initial = {}, onSubmit, fields }: { initial?: Partial<Values>; onSubmit: (values: Values) => void; fields: (form: ReturnType<typeof useForm<Values>>) => React.ReactNode }) {
  const form = useForm<Values>({ defaultValues: { building_id: '', space_id: '', space_ids: [], ...initial } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} aria-label="Ruimte">
      {fields(form)}
      <button type="submit">Opslaan</button>
    </form>
  );
}

function renderForm(props: { initial?: Partial<Values>; fields?: (form: ReturnType<typeof useForm<Values>>) => React.ReactNode; building?: Partial<ReferenceInputProps<Values>> } = {}) {
  const onSubmit = jest.fn();
  const fields =
    props.fields ?? ((form) => <ReferenceInput control={form.control} name="building_id" kind="building" label="Gebouw" required {...props.building} />);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProviders>
        <Form initial={props.initial} onSubmit={onSubmit} fields={fields} />
      </AppProviders>
    </SWRConfig>,
  );
  return { onSubmit };
}

const field = (name: string) => screen.findByRole('combobox', { name });

test('shows the chosen row by its name at once, whatever its place in the alphabet, read by its id', async () => {
  renderForm({ initial: { building_id: 'b-last' } });
  // While the field's code downloads (the first test of this file): the same box, read-only.
  expect(screen.getByRole('textbox', { name: 'Gebouw' })).toHaveAttribute('readonly');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gebouw' })).toHaveValue('Zzz Laatste Gebouw'));
  expect(db.requests).toEqual(['building_choices id in b-last']);
});

test('typing asks the database after a pause, shows Laden... meanwhile, and the last building by name can be chosen', async () => {
  const onValueChange = jest.fn();
  const { onSubmit } = renderForm({ building: { onValueChange } });
  const input = await field('Gebouw');
  db.hold();
  await userEvent.type(input, 'zzz');
  expect(await screen.findByText('Laden...')).toBeInTheDocument();
  // One request for what was typed, not one per key.
  await waitFor(() => expect(db.requests.filter((r) => r.includes('search'))).toEqual(['building_choices search~zzz']));
  act(() => db.release());
  await userEvent.click(await screen.findByRole('option', { name: /^Zzz Laatste Gebouw/ }));
  expect(input).toHaveValue('Zzz Laatste Gebouw');
  expect(onValueChange).toHaveBeenCalledWith('b-last', expect.objectContaining({ id: 'b-last', floors: 7, detail: 'Hoofdstraat 1, Zwolle' }));
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ building_id: 'b-last' });
  // The chosen row came with the search: nothing more is asked for it.
  expect(db.requests.filter((r) => r.includes(' id in '))).toEqual([]);
});

test('accents and case do not matter: Cafe finds Café', async () => {
  renderForm();
  const input = await field('Gebouw');
  await userEvent.type(input, 'CAFÉ ZOE');
  expect(await screen.findByRole('option', { name: /^Café de Zoë/ })).toBeInTheDocument();
  expect(db.requests).toContain('building_choices search~cafe search~zoe');
});

test('shows the first 50 with their detail and says there are more; Geen resultaten when nothing matches', async () => {
  renderForm();
  const input = await field('Gebouw');
  await userEvent.type(input, 'kantoor');
  const list = await screen.findByRole('listbox');
  const options = await within(list).findAllByRole('option');
  expect(options).toHaveLength(51);
  expect(options[0]).toHaveAccessibleName('Kantoor 0000 Hoofdstraat 1, Amsterdam');
  expect(options[50]).toHaveTextContent('Meer dan 50 resultaten: typ verder om te zoeken');
  expect(options[50]).toHaveAttribute('aria-disabled', 'true');
  await userEvent.clear(input);
  await userEvent.type(input, 'qqq');
  expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
});

test('is usable with the keyboard: arrows and Enter choose, Escape closes the list only', async () => {
  const { onSubmit } = renderForm();
  const input = await field('Gebouw');
  act(() => input.focus());
  await userEvent.keyboard('zoe');
  await screen.findByRole('option', { name: /^Café de Zoë/ });
  await userEvent.keyboard('{Enter}');
  expect(input).toHaveValue('Café de Zoë');
  await userEvent.keyboard('{ArrowDown}');
  expect(await screen.findByRole('listbox')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  expect(input).toHaveValue('Café de Zoë');
  await userEvent.keyboard('{Enter}');
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ building_id: 'b-cafe' });
});

test('an optional choice offers its empty label first, which stores nothing', async () => {
  const { onSubmit } = renderForm({
    initial: { building_id: 'b1', space_id: 's1' },
    fields: (form) => <ReferenceInput control={form.control} name="space_id" kind="space" label="Ruimte" emptyLabel="Geen ruimte" filter={{ building_id: form.getValues('building_id') }} />,
  });
  const input = await field('Ruimte');
  await waitFor(() => expect(input).toHaveValue('Receptie'));
  await userEvent.click(input);
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Geen ruimte', 'Receptie', 'Vergaderzaal']);
  expect(db.requests).toContain('space_choices building_id=b1');
  await userEvent.click(options[0]);
  expect(input).toHaveValue('Geen ruimte');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ space_id: '' });
});

test('an optional choice with nothing chosen keeps what is typed and searches it', async () => {
  const { onSubmit } = renderForm({
    fields: (form) => <ReferenceInput control={form.control} name="building_id" kind="building" label="Gebouw" emptyLabel="Geen gebouw" />,
  });
  const input = await field('Gebouw');
  expect(input).toHaveValue('Geen gebouw');
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, 'zzz');
  expect(input).toHaveValue('zzz');
  await userEvent.click(await screen.findByRole('option', { name: /^Zzz Laatste Gebouw/ }));
  expect(input).toHaveValue('Zzz Laatste Gebouw');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ building_id: 'b-last' });
});

test('a filter without its value (no building chosen yet) asks nothing', async () => {
  renderForm({
    fields: (form) => <ReferenceInput control={form.control} name="space_id" kind="space" label="Ruimte" filter={{ building_id: '' }} />,
  });
  await userEvent.click(await field('Ruimte'));
  expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
  expect(db.requests).toEqual([]);
});

test('chooses several rows for a list of ids, each shown by its name', async () => {
  const { onSubmit } = renderForm({
    initial: { space_ids: ['s3'] },
    fields: (form) => <ReferenceInput control={form.control} name="space_ids" kind="space" label="Ruimtes" multiple />,
  });
  const input = await field('Ruimtes');
  expect(await screen.findByRole('button', { name: 'Receptie (Kantoor 0002)' })).toBeInTheDocument();
  await userEvent.type(input, 'vergader');
  await userEvent.click(await screen.findByRole('option', { name: 'Vergaderzaal (Kantoor 0001)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ space_ids: ['s3', 's2'] });
});

test('a failed check shows its message under the field and focuses it', async () => {
  function Checked() {
    const form = useForm<Values>({ defaultValues: { building_id: '', space_id: '', space_ids: [] } });
    return (
      <form onSubmit={form.handleSubmit(jest.fn())}>
        <ReferenceInput control={form.control} name="building_id" kind="building" label="Gebouw" required />
        <button type="submit" onClick={() => form.setError('building_id', { message: 'Gebouw is verplicht' }, { shouldFocus: true })}>
          Opslaan
        </button>
      </form>
    );
  }
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <Checked />
      </AppProviders>
    </SWRConfig>,
  );
  const input = await field('Gebouw');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(input).toHaveAccessibleDescription('Gebouw is verplicht');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveFocus();
});

test('axe finds nothing in the field and its open list', async () => {
  renderForm({ building: { helperText: 'Kies een gebouw' } });
  const input = await field('Gebouw');
  await userEvent.type(input, 'kantoor 000');
  await screen.findAllByRole('option');
  const { default: axe } = await import('axe-core');
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithData } from '@facility/kit/testing';
import { HousingImport } from './HousingImport';
import { importHousing } from './importHousing';

jest.mock('./importHousing', () => ({ importHousing: jest.fn() }));
const mocked = importHousing as jest.MockedFunction<typeof importHousing>;

const file = (text: string) => new File([text], 'woningen.csv', { type: 'text/csv' });
const HEADER = 'Gebouw;Huisnummer;Verdieping\n';

async function choose(text: string) {
  renderWithData(<HousingImport />);
  await userEvent.click(screen.getByRole('button', { name: 'Importeren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Woningen importeren' });
  await userEvent.upload(within(dialog).getByLabelText('CSV-bestand'), file(text));
  return dialog;
}

beforeEach(() => mocked.mockReset());

describe('HousingImport', () => {
  it('shows each bad row’s Dutch reasons, imports nothing and offers no import', async () => {
    mocked.mockResolvedValue({
      rows: 2,
      imported: 0,
      problems: [{ row: 3, reasons: [{ code: 'building_unknown', value: 'Onbekend' }, { code: 'floor_missing' }] }],
    });
    const dialog = await choose(`${HEADER}Dom;1;0\nOnbekend;2;\n`);
    const problems = await within(dialog).findByRole('table', { name: 'Fouten per rij' });
    expect(within(problems).getAllByRole('row').map((r) => r.textContent)).toEqual(['RijReden', "3Onbekend gebouw 'Onbekend'. Verdieping ontbreekt."]);
    expect(dialog).toHaveTextContent('1 van de 2 rijen bevat fouten. Er is niets geïmporteerd.');
    expect(within(dialog).getByRole('button', { name: 'Importeren' })).toBeDisabled();
    // Only checked, never applied.
    expect(mocked.mock.calls).toEqual([
      [
        [
          { building: 'Dom', house_number: '1', floor: '0' },
          { building: 'Onbekend', house_number: '2', floor: '' },
        ],
        false,
      ],
    ]);
  });

  it('imports the checked rows when every row is in order', async () => {
    mocked.mockResolvedValueOnce({ rows: 1, imported: 0, problems: [] }).mockResolvedValueOnce({ rows: 1, imported: 1, problems: [] });
    const dialog = await choose(`${HEADER}Dom;1;0\n`);
    expect(await within(dialog).findByText('Alle 1 rijen zijn in orde.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '1 woning importeren' }));
    expect(await screen.findByText('1 woning succesvol geïmporteerd.')).toBeInTheDocument();
    expect(mocked.mock.calls.map(([, apply]) => apply)).toEqual([false, true]);
  });

  it('says what is wrong with a file it cannot read, without asking the database', async () => {
    const dialog = await choose('Gebouw;Straat\nDom;Oudegracht\n');
    expect(await within(dialog).findByText('Kolom ontbreekt in het bestand: Huisnummer, Verdieping.')).toBeInTheDocument();
    expect(mocked).not.toHaveBeenCalled();
  });
});

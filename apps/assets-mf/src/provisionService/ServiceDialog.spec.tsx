import * as v from 'valibot';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMonths, format } from 'date-fns';
import { referenceAnswers, renderWithData, type Answers } from '@facility/kit/testing';
import { ServiceDialog, type ServiceTarget } from './ServiceDialog';
import { emptyService, serviceSchema } from './serviceSchema';
import { recordService } from './services';

jest.mock('./services', () => ({ recordService: jest.fn() }));
const record = recordService as jest.MockedFunction<typeof recordService>;

const answers: Answers = [
  ...referenceAnswers('performer', [
    { id: 'mechanic:m1', label: 'Jan de Monteur', detail: 'monteur' },
    { id: 'supplier:c1', label: 'Liftservice BV', detail: 'servicebedrijf' },
  ]),
];
const lift: ServiceTarget = { id: 'p1', device_name: 'Personenlift A', service_company_id: 'c1', maintenance_interval_months: 6, inspection_interval_months: null };

beforeEach(() => record.mockReset());

describe('ServiceDialog', () => {
  it('records maintenance today by the service company and shows the next date the interval gives', async () => {
    record.mockResolvedValueOnce(undefined);
    const onClose = jest.fn();
    // The dialog's code loads lazily: let it arrive inside an awaited act.
    await act(async () => renderWithData(<ServiceDialog open target={{ provision: lift, kind: 'maintenance' }} onClose={onClose} />, answers));
    const dialog = await screen.findByRole('dialog', { name: 'Onderhoud uitgevoerd: Personenlift A' });
    expect(await within(dialog).findByText(`Volgend onderhoud: ${format(addMonths(new Date(), 6), 'dd-MM-yyyy')} (uitvoerdatum + 6 maanden)`)).toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: /^Uitgevoerd door/ })).toHaveValue('Liftservice BV (servicebedrijf)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Opmerking' }), 'Kabels vervangen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vastleggen' }));
    expect(await screen.findByText('Onderhoud vastgelegd')).toBeInTheDocument();
    expect(record).toHaveBeenCalledWith('p1', 'maintenance', {
      performed_on: format(new Date(), 'yyyy-MM-dd'),
      mechanic_id: null,
      supplier_id: 'c1',
      note: 'Kabels vervangen',
      next_date: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('without an interval asks for the next date, and keeps the dialog open when recording fails', async () => {
    record.mockRejectedValueOnce(new Error('502'));
    // The dialog's code loads lazily: let it arrive inside an awaited act.
    await act(async () => renderWithData(<ServiceDialog open target={{ provision: { ...lift, service_company_id: null }, kind: 'inspection' }} onClose={jest.fn()} />, answers));
    const dialog = await screen.findByRole('dialog', { name: 'Keuring uitgevoerd: Personenlift A' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vastleggen' }));
    expect(await within(dialog).findByText('Kies wie het heeft uitgevoerd')).toBeInTheDocument();
    expect(within(dialog).getByText('Vul de volgende datum in')).toBeInTheDocument();
    expect(record).not.toHaveBeenCalled();
  });
});

describe('serviceSchema', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00`);
  const issues = (schema: ReturnType<typeof serviceSchema>, input: unknown) =>
    Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

  it('refuses a performed date in the future and a next date not after it', () => {
    const schema = serviceSchema(false, '2026-11-24');
    const base = { ...emptyService('mechanic:m1', day('2026-11-24')), next_date: day('2027-05-24') };
    expect(issues(schema, { ...base, performed_on: day('2026-11-25') })).toEqual({ performed_on: 'De uitvoerdatum kan niet in de toekomst liggen.' });
    expect(issues(schema, { ...base, next_date: day('2026-11-24') })).toEqual({ next_date: 'De volgende datum moet na de uitvoerdatum liggen.' });
    expect(v.parse(schema, base)).toEqual({ performed_on: '2026-11-24', mechanic_id: 'm1', supplier_id: null, note: null, next_date: '2027-05-24' });
  });

  it('with an interval leaves the next date to the database', () => {
    const schema = serviceSchema(true, '2026-11-24');
    expect(v.parse(schema, { ...emptyService('supplier:c1', day('2026-11-14')), next_date: day('2030-01-01') })).toMatchObject({ next_date: null, supplier_id: 'c1' });
  });
});

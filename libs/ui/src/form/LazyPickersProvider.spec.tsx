import { render, screen } from '@testing-library/react';
import { usePickerAdapter, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import { PickersProvider } from '../form';

function MonthAndLabel() {
  const adapter = usePickerAdapter();
  const texts = usePickerTranslations();
  return <p>{`${adapter.format(new Date(2026, 10, 24), 'month')} ${texts.nextMonth}`}</p>;
}

it('gives the pickers inside it Dutch dates and texts, once its code has loaded', async () => {
  render(
    <PickersProvider>
      <MonthAndLabel />
    </PickersProvider>,
  );
  expect(await screen.findByText('november Volgende maand')).toBeInTheDocument();
});

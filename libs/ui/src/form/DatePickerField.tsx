import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import PickersProvider from '../theme/PickersProvider';

/** The Dutch date picker with its localization: its own chunk, loaded when a date field shows. */
export default function DatePickerField(props: DatePickerProps) {
  return (
    <PickersProvider>
      <DatePicker {...props} />
    </PickersProvider>
  );
}

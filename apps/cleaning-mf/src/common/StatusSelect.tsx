import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { labelFor, updateRow } from '@facility/data/records';
import { useToastedAction } from '@facility/ui';

interface Props {
  table: 'cleaning_requests' | 'cleaning_complaints';
  id: string;
  value: string;
  labels: Readonly<Record<string, string>>;
  /** The select's accessible name: 'Status van …'. */
  label: string;
  messages: { success: { title: string; description?: string }; failure: { title: string; text?: string } };
}

/**
 * The status of a row, changed in place from the list; an unknown status is shown as it is.
 * The database sets the moments that go with it (completed_at, resolved_at).
 * The browser's own select: a phone shows its own picker, and the list does not load MUI's
 * Select with its menu and popover for every row.
 */
export function StatusSelect({ table, id, value, labels, label, messages }: Props) {
  const { run, busy } = useToastedAction((status: string) => updateRow(table, id, { status }), messages);
  const known = Object.prototype.hasOwnProperty.call(labels, value);
  return (
    <NativeSelect
      value={value}
      disabled={busy}
      onChange={(event) => {
        if (event.target.value !== value) void run(event.target.value);
      }}
      input={<OutlinedInput size="small" />}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 150 }}
    >
      {!known && <option value={value}>{labelFor(labels, value)}</option>}
      {Object.entries(labels).map(([key, text]) => (
        <option key={key} value={key}>
          {text}
        </option>
      ))}
    </NativeSelect>
  );
}

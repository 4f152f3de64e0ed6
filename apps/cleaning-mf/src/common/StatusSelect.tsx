import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { labelFor } from '@facility/data';
import { useToastedAction } from '@facility/ui';
import { setStatus, type StatusTable } from './setStatus';

interface Props {
  table: StatusTable;
  id: string;
  value: string;
  labels: Readonly<Record<string, string>>;
  /** The select's accessible name: 'Status van …'. */
  label: string;
  messages: { success: { title: string; description?: string }; failure: { title: string; text?: string } };
}

/** The status of a row, changed in place from the list; an unknown status is shown as it is. */
export function StatusSelect({ table, id, value, labels, label, messages }: Props) {
  const { run, busy } = useToastedAction((status: string) => setStatus(table, id, status), messages);
  const known = Object.prototype.hasOwnProperty.call(labels, value);
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={busy}
      onChange={(event) => {
        if (event.target.value !== value) void run(event.target.value);
      }}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': label } as object } }}
      sx={{ minWidth: 150 }}
    >
      {!known && <MenuItem value={value}>{labelFor(labels, value)}</MenuItem>}
      {Object.entries(labels).map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { ListFieldFilter } from './resource';

interface Props {
  fields: readonly ListFieldFilter[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

const TEXT_DELAY_MS = 300;

/** The list's filter fields, each with its visible label; a text applies once typing pauses. */
export default function ListFieldFilters({ fields, values, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-end', mb: 2 }}>
      {fields.map((field) => (
        <LabelledField key={field.key} field={field} value={values[field.key] ?? ''} onChange={(value) => onChange(field.key, value)} />
      ))}
    </Box>
  );
}

interface FieldProps {
  field: ListFieldFilter;
  value: string;
  onChange: (value: string) => void;
}

function LabelledField(props: FieldProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 160px', maxWidth: 260 }}>
      <Typography variant="caption" component="label" htmlFor={id}>
        {props.field.label}
      </Typography>
      <FieldInput {...props} id={id} />
    </Box>
  );
}

function FieldInput({ field, value, onChange, id }: FieldProps & { id: string }) {
  if (field.type === 'select') {
    return (
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} input={<OutlinedInput size="small" />}>
        <option value="">Alle</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.type === 'date') return <OutlinedInput id={id} size="small" type="date" value={value} onChange={(event) => onChange(event.target.value)} />;
  return <TextFilter id={id} value={value} onChange={onChange} />;
}

function TextFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <OutlinedInput id={id} size="small" type="search" value={text} onChange={(event) => setText(event.target.value)} />;
}

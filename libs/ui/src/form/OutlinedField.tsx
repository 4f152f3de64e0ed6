import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { SxProps, Theme } from '@mui/material/styles';

/** What an outlined text field takes besides its value (TextField's props that our forms use). */
export interface OutlinedFieldOptions {
  label?: ReactNode;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  helperText?: ReactNode;
  id?: string;
  sx?: SxProps<Theme>;
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    input?: Partial<OutlinedInputProps>;
  };
}

interface Props extends OutlinedFieldOptions {
  name?: string;
  value: unknown;
  error?: boolean;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: OutlinedInputProps['onBlur'];
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * MUI's outlined TextField, put together from its parts (the same label, notch, helper
 * text and ids). TextField itself imports Select, and with it Menu, Popover and Modal:
 * a form of text fields downloaded all of that for nothing.
 */
export function OutlinedField({ id: idOverride, label, helperText, error = false, required = false, disabled = false, sx, slotProps = {}, ...input }: Props) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const { htmlInput, inputLabel, input: inputSlot } = slotProps;
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled} sx={sx}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={inputLabel?.shrink}
        aria-describedby={helperTextId}
        fullWidth
        inputProps={htmlInput}
        {...inputSlot}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

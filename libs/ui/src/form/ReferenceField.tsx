import { useEffect, useId, useMemo, useState, type HTMLAttributes, type Key } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';
import { REFERENCE_PAGE, referenceSearchKey, toDutchMessage, useReferenceCache, useReferenceSearch, type ReferenceChoice, type ReferenceFilter, type ReferenceKind } from '@facility/data';

/** A choice as the field lists it: a row, the empty choice ('Geen ruimte', id '') or the note that there are more. */
type Option = ReferenceChoice;

const MORE = '\u0000more';
const POPPER = { popper: { popperOptions: { strategy: 'fixed' as const } } };

/** Typing waits this long for the next key before it asks the database. */
export const SEARCH_DELAY_MS = 150;

export interface ReferenceFieldProps {
  field: ControllerRenderProps;
  fieldState: ControllerFieldState;
  kind: ReferenceKind;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  emptyLabel?: string;
  filter?: ReferenceFilter;
  multiple?: boolean;
  /** The chosen rows as far as they are read (a row not read yet has an empty label). */
  chosen: Option[];
  /** A row as the field shows it. */
  textOf: (choice: Option) => string;
  onValueChange?: (value: string, choice: Option | null) => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The same object while the choice reads the same: Autocomplete puts the chosen text back
 * in the box whenever its value is another object, which would throw away what is typed.
 */
function useStableChoice(choice: Option | null): Option | null {
  const [kept, keep] = useState(choice);
  const same = kept === choice || (kept && choice && kept.id === choice.id && kept.label === choice.label && kept.detail === choice.detail);
  if (!same) keep(choice);
  return same ? kept : choice;
}

/**
 * ReferenceInput's field once its code is there: MUI's Autocomplete as a combobox that asks
 * the database for the first matches of what is typed (after a short pause), lists them with
 * their detail, says 'Laden...' while it asks and 'Geen resultaten' when nothing matches.
 */
export function ReferenceField({
  field: { ref, onChange, onBlur, name, value },
  fieldState,
  kind,
  label,
  required,
  disabled,
  helperText,
  autoFocus,
  emptyLabel,
  filter,
  multiple = false,
  chosen,
  textOf,
  onValueChange,
}: ReferenceFieldProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed, SEARCH_DELAY_MS);
  const { data, error } = useReferenceSearch(kind, open ? q : null, { filter, revalidateOnFocus: false });
  const { remember } = useReferenceCache(kind);
  const helperId = useId();
  const scoped = Object.keys(filter ?? {}).length > 0;

  const empty = useMemo<Option | null>(() => (emptyLabel !== undefined && !multiple ? { id: '', label: emptyLabel, detail: null } : null), [emptyLabel, multiple]);
  // A filter without its value (no building chosen yet) asks nothing and offers nothing.
  const asksNothing = referenceSearchKey(kind, '', filter) === null;
  // What was typed is not asked yet, or its answer is not there (an answer read before shows at once).
  const waiting = open && !asksNothing && (typed !== q || (data === undefined && !error));
  const found = data?.choices ?? [];
  const more: Option[] = data?.more ? [{ id: MORE, label: `Meer dan ${REFERENCE_PAGE} resultaten: typ verder om te zoeken`, detail: null }] : [];
  const options: Option[] = waiting || !open ? [] : [...(empty && !q.trim() ? [empty] : []), ...found, ...more];

  const single = useStableChoice(chosen[0] ?? (value ? { id: value as string, label: '', detail: null } : empty));
  const textOfOption = (option: Option) => (option.id === '' || option.id === MORE ? option.label : textOf(option));
  const message = fieldState.error?.message ?? helperText;

  const choose = (option: Option | null) => {
    const id = option?.id ?? '';
    if (option && id) void remember(option);
    onChange(id);
    onValueChange?.(id, id ? option : null);
  };
  const chooseMany = (options: Option[]) => {
    for (const option of options) void remember(option);
    onChange(options.map((o) => o.id));
  };

  return (
    <Autocomplete<Option, boolean, boolean, false>
      multiple={multiple}
      disableClearable={!multiple}
      autoHighlight
      open={open}
      // The list stays inside the form, so in a dialog (aria-modal) screen readers reach it;
      // fixed positioning keeps a scrolling dialog from clipping it.
      disablePortal
      slotProps={POPPER}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyped('');
      }}
      disabled={disabled}
      options={options}
      value={multiple ? chosen : single}
      onChange={(_, next) => (multiple ? chooseMany(next as Option[]) : choose(next as Option | null))}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      // The database has filtered already.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosenOption) => option.id === chosenOption.id}
      getOptionLabel={textOfOption}
      getOptionDisabled={(option) => option.id === MORE}
      getOptionKey={(option) => option.id}
      loading={waiting}
      loadingText="Laden..."
      noOptionsText={error ? toDutchMessage(error) : 'Geen resultaten'}
      renderOption={({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option) => {
        const text = textOfOption(option);
        // What tells equal names apart, unless the text says it or a filter made it the same for all.
        const detail = option.detail && !scoped && !text.includes(option.detail) ? option.detail : null;
        return (
          <li key={key} {...props}>
            <span>
              {text}
              {/* The space keeps text and detail apart in the option's accessible name. */}
              {detail && ' '}
              {detail && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {detail}
                </Typography>
              )}
            </span>
          </li>
        );
      }}
      renderInput={({ id, slotProps: { inputLabel, input, htmlInput } }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)} required={required} disabled={disabled}>
          <InputLabel {...inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...input}
            id={id}
            name={name}
            label={label}
            autoFocus={autoFocus}
            // On the input itself, so a failed submit focuses the first invalid field.
            inputRef={ref}
            onBlur={onBlur}
            inputProps={htmlInput}
            aria-describedby={message ? helperId : undefined}
            fullWidth
          />
          {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

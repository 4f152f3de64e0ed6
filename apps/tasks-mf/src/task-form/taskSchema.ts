// The task form's rules and their Dutch messages. The database refuses the same
// rows (tasks CHECK constraints); the texts of those constraints are reused here.
import * as v from 'valibot';
import { startOfDay } from 'date-fns';
import { CHECK_MESSAGES, RECURRENCE_PATTERN_LABELS, TEXT_LIMITS, type RecurrencePattern } from '@facility/data';
import { optionalDate, optionalText, requiredDate, requiredText } from '@facility/data/fields';

export const TASK_REQUIRED_MESSAGE = 'Vul een taaknaam en startdatum in.';
export const PATTERN_REQUIRED_MESSAGE = CHECK_MESSAGES.tasks_recurring_requires_pattern;
const INVALID_HOURS = 'Vul een geldig aantal uren in.';

const PATTERNS = Object.keys(RECURRENCE_PATTERN_LABELS) as RecurrencePattern[];

const hoursSpent = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => (text === '' ? 0 : Number(text.replace(',', '.')))),
  v.number(INVALID_HOURS),
  v.minValue(0, CHECK_MESSAGES.tasks_hours_spent_min),
  v.maxValue(10000, CHECK_MESSAGES.tasks_hours_spent_max),
  v.check((hours) => Number.isInteger(hours * 2), CHECK_MESSAGES.tasks_hours_spent_step),
);

const recurrencePattern = v.pipe(
  v.picklist(['', ...PATTERNS]),
  v.transform((pattern) => (pattern === '' ? null : (pattern as RecurrencePattern))),
);

const taskFields = v.object({
  title: requiredText(TASK_REQUIRED_MESSAGE, { max: TEXT_LIMITS.tasks.title }),
  comments: optionalText({ max: TEXT_LIMITS.tasks.comments, multiline: true }),
  start_date: requiredDate(TASK_REQUIRED_MESSAGE, undefined, CHECK_MESSAGES.tasks_start_date_range),
  end_date: optionalDate(undefined, CHECK_MESSAGES.tasks_end_date_range),
  hours_spent: hoursSpent,
  is_recurring: v.boolean(),
  recurrence_pattern: recurrencePattern,
  recurrence_end_date: optionalDate(undefined, CHECK_MESSAGES.tasks_recurrence_end_date_range),
});
type TaskFields = v.InferOutput<typeof taskFields>;

/** `field` (a date) may be empty but not lie before the start date's day. */
function notBeforeStart(field: 'end_date' | 'recurrence_end_date', message: string) {
  return v.forward(
    v.partialCheck<TaskFields, [['start_date'], [typeof field]], TaskFields, string>(
      [['start_date'], [field]],
      (task) => !task[field] || startOfDay(task[field]) >= startOfDay(task.start_date),
      message,
    ),
    [field],
  );
}

export const taskSchema = v.pipe(
  taskFields,
  v.forward(
    v.partialCheck(
      [['is_recurring'], ['recurrence_pattern']],
      (task) => !task.is_recurring || task.recurrence_pattern !== null,
      PATTERN_REQUIRED_MESSAGE,
    ),
    ['recurrence_pattern'],
  ),
  notBeforeStart('end_date', CHECK_MESSAGES.tasks_end_date_after_start),
  notBeforeStart('recurrence_end_date', CHECK_MESSAGES.tasks_recurrence_end_after_start),
);

export type TaskFormValues = v.InferInput<typeof taskSchema>;
export type ValidTask = v.InferOutput<typeof taskSchema>;

export const EMPTY_TASK: TaskFormValues = {
  title: '',
  comments: '',
  start_date: null,
  end_date: null,
  hours_spent: '0',
  is_recurring: false,
  recurrence_pattern: '',
  recurrence_end_date: null,
};

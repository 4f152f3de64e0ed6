import * as v from 'valibot';
import { startOfDay } from 'date-fns';
import { CHECK_MESSAGES, PRIORITY_LABELS, PROVISION_STATUS_LABELS, TEXT_LIMITS, type Priority, type ProvisionStatus } from '@facility/data';
import { optionalDate, optionalText, requiredDate, requiredText } from '@facility/data/fields';

const PRIORITIES = Object.keys(PRIORITY_LABELS) as Priority[];
const STATUSES = Object.keys(PROVISION_STATUS_LABELS) as ProvisionStatus[];

// records.md §5. The database refuses the same (save_malfunction): technical_provision_id
// NOT NULL and its foreign key, malfunctions_description_not_blank / _length,
// malfunctions_priority_check, malfunctions_resolved_after_start, the date ranges, the
// dates not after today (malfunctions_*_not_future) and technical_provisions_status_check.
// The building only narrows the provision choice.
export const malfunctionSchema = v.pipe(
  v.object({
    building_id: requiredText('Gebouw is verplicht'),
    technical_provision_id: requiredText('Technische voorziening is verplicht'),
    description: requiredText('Omschrijving is verplicht', { max: TEXT_LIMITS.malfunctions.description, multiline: true }),
    supplier_id: optionalText(),
    started_at: requiredDate(
      'Startdatum is verplicht',
      undefined,
      CHECK_MESSAGES.malfunctions_started_at_range,
      CHECK_MESSAGES.malfunctions_started_at_not_future,
    ),
    resolved_at: optionalDate(undefined, CHECK_MESSAGES.malfunctions_resolved_at_range, CHECK_MESSAGES.malfunctions_resolved_at_not_future),
    /** The provision's status, set together with the malfunction. */
    status: v.pipe(v.string(), v.picklist(STATUSES, 'Status is verplicht')),
    priority: v.picklist(PRIORITIES, CHECK_MESSAGES.malfunctions_priority_check),
  }),
  v.forward(
    v.partialCheck(
      [['started_at'], ['resolved_at']],
      (m) => !m.started_at || !m.resolved_at || startOfDay(m.resolved_at) >= startOfDay(m.started_at),
      CHECK_MESSAGES.malfunctions_resolved_after_start,
    ),
    ['resolved_at'],
  ),
);

export type MalfunctionInput = v.InferInput<typeof malfunctionSchema>;
export type MalfunctionValues = v.InferOutput<typeof malfunctionSchema>;

/** A new malfunction: starts now (today), priority medium (records.md §9). */
export function emptyMalfunction(now = new Date()): MalfunctionInput {
  return {
    building_id: '',
    technical_provision_id: '',
    description: '',
    supplier_id: '',
    started_at: now,
    resolved_at: null,
    status: '',
    priority: 'medium',
  };
}

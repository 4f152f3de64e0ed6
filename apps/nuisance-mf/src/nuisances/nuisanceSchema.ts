// The nuisance report's rules (spec §5: date and time and description required) and
// the row it becomes (spec §7). The database refuses the same: nuisances.location is
// NOT NULL (a report has a building), nuisances_description_not_blank, *_length,
// nuisances_date_time_range, nuisances_date_time_not_future, and the space/housing unit
// must lie in that building.
import * as v from 'valibot';
import { format } from 'date-fns';
import { CHECK_MESSAGES, TEXT_LIMITS, type TablesInsert } from '@facility/data';
import { DATE_YEARS, isAfterToday, optionalText, requiredText } from '@facility/data/fields';

export const DATE_TIME_REQUIRED = 'Datum en tijd is verplicht';
export const BUILDING_REQUIRED = 'Gebouw is verplicht';
const INVALID_DATE_TIME = 'Vul een geldige datum en tijd in.';

/** The sentences the description gets for the switches that are on (spec §7; as in the seed's reports). */
export const APPENDED_SENTENCES = {
  message_left: 'Er is een bericht achtergelaten.',
  resident_contacted: 'De overlastgever is aangesproken.',
  follow_up_required: 'Vervolgactie is noodzakelijk.',
} as const;

const LONGEST_APPENDIX = Object.values(APPENDED_SENTENCES).join(' ').length + 1;

/** 'yyyy-MM-ddTHH:mm' (a datetime-local input) -> the moment; invalid text -> NaN date. */
const dateTime = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text !== '', DATE_TIME_REQUIRED),
  v.transform((text) => new Date(text)),
  v.check((date) => !Number.isNaN(date.getTime()), INVALID_DATE_TIME),
  v.check((date) => date.getFullYear() >= DATE_YEARS.first && date.getFullYear() <= DATE_YEARS.last, CHECK_MESSAGES.nuisances_date_time_range),
  // A report is of something that happened: not on a day after today (later today is fine;
  // after 2200 the range's message only).
  v.check(
    (date) => date.getFullYear() > DATE_YEARS.last || !isAfterToday(date),
    CHECK_MESSAGES.nuisances_date_time_not_future,
  ),
);

export const nuisanceSchema = v.object({
  date_time: dateTime,
  location: requiredText(BUILDING_REQUIRED),
  space_id: optionalText(),
  housing_id: optionalText(),
  // Room for the appended sentences within the column's limit.
  description: requiredText(CHECK_MESSAGES.nuisances_description_not_blank, { max: TEXT_LIMITS.nuisances.description - LONGEST_APPENDIX, multiline: true }),
  message_left: v.boolean(),
  has_photo: v.boolean(),
  resident_contacted: v.boolean(),
  follow_up_required: v.boolean(),
});

export type NuisanceInput = v.InferInput<typeof nuisanceSchema>;
export type NuisanceValues = v.InferOutput<typeof nuisanceSchema>;

/** A new report: now, nothing chosen, every switch off. */
export function emptyNuisance(now = new Date()): NuisanceInput {
  return {
    date_time: format(now, "yyyy-MM-dd'T'HH:mm"),
    location: '',
    space_id: '',
    housing_id: '',
    description: '',
    message_left: false,
    has_photo: false,
    resident_contacted: false,
    follow_up_required: false,
  };
}

/** The description as stored: what was typed, then a sentence per switch that is on. */
export function describedNuisance(values: Pick<NuisanceValues, 'description' | keyof typeof APPENDED_SENTENCES>): string {
  const sentences = (Object.keys(APPENDED_SENTENCES) as (keyof typeof APPENDED_SENTENCES)[])
    .filter((key) => values[key])
    .map((key) => APPENDED_SENTENCES[key]);
  return [values.description, ...sentences].join(' ');
}

/** The row to insert; 'Geen ruimte' / 'Geen woning' are already null. */
export function nuisanceRow(values: NuisanceValues): TablesInsert<'nuisances'> {
  return { ...values, date_time: values.date_time.toISOString(), description: describedNuisance(values) };
}

import * as v from 'valibot';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalText, requiredText } from '@facility/data/fields';
import { optionalDay, requiredDay } from '../common/days';
import { todayIso } from '../common/dates';

/** Who did it, as one choice: 'mechanic:<id>' or 'supplier:<id>'. */
export const performerValue = (kind: 'mechanic' | 'supplier', id: string) => `${kind}:${id}`;

const performer = v.pipe(
  requiredText('Kies wie het heeft uitgevoerd'),
  v.check((value) => /^(mechanic|supplier):./.test(value), CHECK_MESSAGES.provision_services_one_performer),
  v.transform((value) => {
    const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    return { mechanic_id: kind === 'mechanic' ? id : null, supplier_id: kind === 'supplier' ? id : null };
  }),
);

/**
 * 'Onderhoud uitgevoerd' / 'Keuring uitgevoerd'. With an interval the database sets the
 * next date (performed date plus the interval); without one the user gives it. The
 * database refuses the same (provision_services_* rules).
 */
export function serviceSchema(hasInterval: boolean, today = todayIso()) {
  return v.pipe(
    v.object({
      performed_on: v.pipe(
        requiredDay('Uitvoerdatum is verplicht'),
        v.check((day) => day <= today, CHECK_MESSAGES.provision_services_performed_in_future),
      ),
      performer,
      note: optionalText({ max: TEXT_LIMITS.provision_services.note, multiline: true }),
      next_date: hasInterval ? optionalDay() : requiredDay('Vul de volgende datum in'),
    }),
    v.forward(
      v.partialCheck([['performed_on'], ['next_date']], (s) => hasInterval || !s.next_date || !s.performed_on || s.next_date > s.performed_on, CHECK_MESSAGES.provision_services_next_after_performed),
      ['next_date'],
    ),
    v.transform(({ performer: who, ...service }) => ({ ...service, ...who, next_date: hasInterval ? null : service.next_date })),
  );
}

export type ServiceSchema = ReturnType<typeof serviceSchema>;
export type ServiceInput = v.InferInput<ServiceSchema>;
export type ServiceValues = v.InferOutput<ServiceSchema>;

export function emptyService(performerDefault = '', today = new Date()): ServiceInput {
  return { performed_on: today, performer: performerDefault, note: '', next_date: null };
}

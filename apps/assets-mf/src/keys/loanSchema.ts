import * as v from 'valibot';
import { startOfDay } from 'date-fns';
import { CHECK_MESSAGES, TEXT_LIMITS } from '@facility/data';
import { optionalPhone, optionalText, requiredText } from '@facility/data/fields';
import { requiredDay } from '../common/days';

const LIMITS = TEXT_LIMITS.key_loans;

// 'Uitgeven': the database refuses the same (key_loans_borrower_name_not_blank,
// key_loans_*_length, key_loans_borrower_phone_format, key_loans_due_after_handed_out,
// key_loans_handed_out_on_not_future),
// and a key that is already out (key_loans_key_already_out).
export const loanSchema = v.pipe(
  v.object({
    borrower_name: requiredText('Naam is verplicht', { max: LIMITS.borrower_name }),
    borrower_company: optionalText({ max: LIMITS.borrower_company }),
    borrower_phone: optionalPhone(),
    handed_out_on: requiredDay('Uitgiftedatum is verplicht', CHECK_MESSAGES.key_loans_handed_out_on_not_future),
    due_date: requiredDay('Terugbrengdatum is verplicht'),
  }),
  v.forward(
    v.partialCheck([['handed_out_on'], ['due_date']], (loan) => !loan.due_date || !loan.handed_out_on || startOfDay(loan.due_date) >= startOfDay(loan.handed_out_on), CHECK_MESSAGES.key_loans_due_after_handed_out),
    ['due_date'],
  ),
);

export type LoanInput = v.InferInput<typeof loanSchema>;
export type LoanValues = v.InferOutput<typeof loanSchema>;

export function emptyLoan(today = new Date()): LoanInput {
  return { borrower_name: '', borrower_company: '', borrower_phone: '', handed_out_on: today, due_date: null };
}

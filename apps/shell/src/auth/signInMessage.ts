import { toDutchMessage } from '@facility/data/basics';

/** Dutch text for a failed sign-in. */
export function signInMessage(error: unknown): string {
  const status = (error as { status?: number })?.status;
  const code = (error as { code?: string })?.code;
  if (code === 'invalid_credentials' || (status === 400 && !code)) return 'Onjuist e-mailadres of wachtwoord.';
  return toDutchMessage(error);
}

/** As the auth server's minimum_password_length (supabase/config.toml). */
export const MIN_PASSWORD_LENGTH = 6;

/** What is wrong with a new password and its repetition, in Dutch; null when both are fine. */
export function passwordProblem(password: string, repeated: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Het wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens lang zijn.`;
  if (password !== repeated) return 'De wachtwoorden zijn niet gelijk.';
  return null;
}

// The one way to call a server function (supabase/functions/<name>), typed by what
// each function takes and answers, as callRpc is for the database's functions.
import { supabase } from './client';
import { UserError } from './errors';

/**
 * The server functions: the JSON body each takes and the JSON it answers. A function that
 * refuses or fails answers `{ error }` with a Dutch text for the user (e.g. 429 when a user
 * asks too often), which invokeFunction throws as a UserError.
 */
export interface ServerFunctions {
  'generate-with-ai': {
    body: { systemPrompt: string; userPrompt: string };
    answer: { text?: string; error?: string };
  };
  /**
   * Staff accounts, for a beheerder (settings tab 'Toegang'): 'invite' makes the account and its
   * staff row and sends the invitation (the link leads to `redirect_to`); 'set-active'
   * deactivates or reactivates one. Refusals: 401, 403, 409, 422 with `{ error }` in Dutch.
   */
  'staff-admin': {
    body: StaffAdminRequest;
    answer: StaffAdminAnswer;
  };
}

export type StaffAdminRequest =
  | {
      action: 'invite';
      name: string;
      email: string;
      role: 'beheerder' | 'medewerker' | 'lezer';
      all_buildings: boolean;
      building_ids: string[];
      redirect_to: string;
    }
  | { action: 'set-active'; user_id: string; active: boolean }
  | { action: 'resend-invite'; user_id: string; redirect_to?: string };

/** 'invite' answers the new account's id, 'set-active' whether it is active now, 'resend-invite' that it sent. */
export type StaffAdminAnswer = { user_id: string } | { active: boolean } | { sent: true };

export type ServerFunctionName = keyof ServerFunctions;

/**
 * Calls server function `name` with `body`; its answer, or its failure thrown: the function's
 * own Dutch reason as a UserError (so failureMessage shows it over a screen's text), anything
 * else (no answer, the gateway's refusal) as supabase-js gave it.
 */
export async function invokeFunction<F extends ServerFunctionName>(name: F, body: ServerFunctions[F]['body']): Promise<ServerFunctions[F]['answer'] | null> {
  const { data, error } = await supabase().functions.invoke<ServerFunctions[F]['answer']>(name, { body });
  if (error) throw (await functionReason(error)) ?? error;
  return data;
}

/** The `{ error }` text of a function's non-2xx answer (supabase-js's FunctionsHttpError keeps the response). */
async function functionReason(error: unknown): Promise<UserError | null> {
  const response = (error as { context?: unknown }).context;
  if ((error as { name?: string }).name !== 'FunctionsHttpError' || !(response instanceof Response)) return null;
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const reason = answer && typeof answer === 'object' ? (answer as { error?: unknown }).error : undefined;
  return typeof reason === 'string' && reason.trim() ? new UserError(reason) : null;
}

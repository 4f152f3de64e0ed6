// The one way to call a server function (supabase/functions/<name>), typed by what
// each function takes and answers, as callRpc is for the database's functions.
import { supabase } from './client';

/** The server functions: the JSON body each takes and the JSON it answers. */
export interface ServerFunctions {
  'generate-with-ai': {
    body: { systemPrompt: string; userPrompt: string };
    answer: { text?: string; error?: string };
  };
}

export type ServerFunctionName = keyof ServerFunctions;

/** Calls server function `name` with `body`; its answer, or its failure thrown. */
export async function invokeFunction<F extends ServerFunctionName>(name: F, body: ServerFunctions[F]['body']): Promise<ServerFunctions[F]['answer'] | null> {
  const { data, error } = await supabase().functions.invoke<ServerFunctions[F]['answer']>(name, { body });
  if (error) throw error;
  return data;
}

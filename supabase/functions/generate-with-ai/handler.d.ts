// Types of handler.js for TypeScript callers (the data tests); the Edge runtime runs handler.js itself.
export declare const MAX_PROMPT_CHARS: number;
export declare const RATE_LIMIT: { calls: number; perSeconds: number };
export declare const corsHeaders: Record<string, string>;
export declare const MESSAGES: Record<
  'method' | 'unauthenticated' | 'authUnavailable' | 'badJson' | 'missingPrompt' | 'badSystemPrompt' | 'tooLong' | 'aiFailed' | 'rateLimited' | 'limitUnavailable',
  string
>;
export declare function createHandler(env?: Record<string, string | undefined>, deps?: { fetch?: typeof fetch }): (req: Request) => Promise<Response>;
export declare function extractFacts(text: string): { label: string; value: string; role: string | null }[];
export declare function composeTemplateText(prompts: { systemPrompt?: string; userPrompt?: string }): string;

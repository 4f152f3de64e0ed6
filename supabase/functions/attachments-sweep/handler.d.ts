// Types of handler.js for TypeScript callers (the data tests); the Edge runtime runs handler.js itself.
export declare const BATCH: number;
export declare const ROUNDS: number;
export declare function createHandler(env?: Record<string, string | undefined>, deps?: { fetch?: typeof fetch }): (req: Request) => Promise<Response>;

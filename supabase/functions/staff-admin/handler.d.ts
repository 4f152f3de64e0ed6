// Types of handler.js for TypeScript callers (the data tests); the Edge runtime runs handler.js itself.
export declare const ROLES: readonly ['beheerder', 'medewerker', 'lezer'];
export declare const BAN_DURATION: string;
export declare const corsHeaders: Record<string, string>;
export declare const MESSAGES: Record<
  | 'method'
  | 'unauthenticated'
  | 'authUnavailable'
  | 'forbidden'
  | 'ownBuildingsOnly'
  | 'badJson'
  | 'unknownAction'
  | 'name'
  | 'nameTooLong'
  | 'email'
  | 'role'
  | 'buildings'
  | 'unknownBuilding'
  | 'emailExists'
  | 'userId'
  | 'active'
  | 'notFound'
  | 'alreadySignedIn'
  | 'tooSoon'
  | 'lastBeheerder'
  | 'failed',
  string
>;
export declare function createHandler(env?: Record<string, string | undefined>, deps?: { fetch?: typeof fetch }): (req: Request) => Promise<Response>;

// The parts of error handling that errors.ts and the constraint catalogue
// (constraintMessages.ts) share. Not part of the public API.

/** The fields supabase-js errors carry; everything optional. */
export interface BackendErrorLike {
  name?: string;
  message?: string | null;
  details?: string | null;
  hint?: string | null;
  code?: string | number | null;
  status?: number;
}

export function normalize(error: unknown): BackendErrorLike {
  if (error == null) return {};
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object') return { message: String(error) };
  const e = error as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const code = e.code;
  return {
    name: str(e.name),
    message: str(e.message),
    details: str(e.details),
    hint: str(e.hint),
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    status: typeof e.status === 'number' ? e.status : undefined,
  };
}

export function quoted(text: string | null | undefined, pattern: RegExp): string | undefined {
  return text ? pattern.exec(text)?.[1] : undefined;
}

/** The Dutch texts of single constraints (constraintMessages.ts), once it is loaded. */
export interface ConstraintCatalogue {
  unique(name: string | undefined): string | undefined;
  check(name: string | undefined): string | undefined;
  foreignKey(e: BackendErrorLike): string;
  notNull(e: BackendErrorLike): string;
  tooLong(e: BackendErrorLike): string;
}

let catalogue: ConstraintCatalogue | undefined;

export function registerConstraintCatalogue(texts: ConstraintCatalogue) {
  catalogue = texts;
}

export function constraintCatalogue(): ConstraintCatalogue | undefined {
  return catalogue;
}

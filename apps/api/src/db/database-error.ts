/** A PostgreSQL error as both drivers report it: its SQLSTATE and, for constraints, the constraint's name. */
export interface DatabaseError {
  code: string;
  constraint?: string;
}

/** Drizzle wraps the driver's error in `cause`; the SQLSTATE is on one of them. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseError;
  }
  return undefined;
}

/** The error is a unique violation (23505) of this index. */
export function violatesUnique(error: unknown, index: string): boolean {
  const db = databaseErrorOf(error);
  return db?.code === '23505' && db.constraint === index;
}

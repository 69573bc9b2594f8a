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

/**
 * A driver error carries what a log line must never show: drizzle's message is the whole
 * statement with its parameters (a password hash, a page of row data), PostgreSQL's `detail`
 * echoes the row or the key ("Key (user_name)=(admin) already exists", "Failing row contains
 * (…)") and its message ends with the value it could not read (`invalid input syntax for type
 * uuid: "…"`). This is one line an operator can act on without them: the SQLSTATE, the
 * constraint, table and column, and PostgreSQL's message with any trailing value hidden.
 */
export function safeErrorText(error: unknown): string {
  const db = databaseErrorOf(error);
  if (db) {
    const e = db as DatabaseError & { message?: unknown; table?: unknown; column?: unknown };
    const where = [
      db.constraint && `constraint ${db.constraint}`,
      typeof e.table === 'string' && `table ${e.table}`,
      typeof e.column === 'string' && `column ${e.column}`,
    ].filter(Boolean);
    const message = typeof e.message === 'string' ? hideValues(e.message) : 'database error';
    return `${message} (SQLSTATE ${db.code}${where.length ? `, ${where.join(', ')}` : ''})`;
  }
  if (isQueryError(error)) {
    // A failed query without an SQLSTATE (a lost connection, a closed pool): its cause says why.
    const cause = (error as { cause?: unknown }).cause;
    return `database query failed${cause ? `: ${safeErrorText(cause)}` : ''}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error's object as a log line carries it (pino's `err`): `safeErrorText` and the stack's frames only. */
export function safeErrorForLog(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error))
    return { type: typeof error, message: safeErrorText(error), stack: '' };
  const code = databaseErrorOf(error)?.code;
  // The stack's first lines repeat the message (for drizzle's, the statement and its parameters).
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: safeErrorText(error),
    ...(code ? { code } : {}),
    stack: [`${error.name}: ${safeErrorText(error)}`, ...frames].join('\n'),
  };
}

/** drizzle's DrizzleQueryError, known by its fields (its class is not exported the same way by every build). */
function isQueryError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'query' in error &&
    'params' in error &&
    error.message.startsWith('Failed query:')
  );
}

/** PostgreSQL ends a message with the value it refused, quoted: `…: "value"`. Identifiers stay. */
function hideValues(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/: ".*"$/, ': (value hidden)')
    .slice(0, 300);
}

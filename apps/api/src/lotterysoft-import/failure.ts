const HASHES = [
  /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, // bcrypt
  /\$argon2(?:id|i|d)\$[^\s,'")]+/g,
];
const MOST = 400;

/** The table a failed statement wrote or read: the one word of its text worth printing. */
function tableOf(query: string): string | undefined {
  return /^\s*(?:insert\s+into|update|delete\s+from|select\b[\s\S]*?\bfrom)\s+"?([\w.]+)"?/i.exec(
    query,
  )?.[1];
}

/**
 * Why an import was refused, in one line. Drizzle's own message is the whole statement with every
 * value it carried (a megabyte for a batch of tickets, password hashes among the users): never
 * printed. What is printed is the database's reason (its message, detail and SQLSTATE) and the
 * table it was writing; any hash that reaches the line anyway is masked.
 */
export function failureLine(error: unknown): string {
  let line: string;
  // Drizzle's DrizzleQueryError, known by its fields (a second copy of the library would fail instanceof).
  if (error instanceof Error && 'query' in error && 'params' in error) {
    const query = typeof error.query === 'string' ? error.query : '';
    const cause = error.cause as
      { message?: unknown; detail?: unknown; code?: unknown } | undefined;
    const reason =
      typeof cause?.message === 'string' && cause.message ? cause.message : 'no reason given';
    const detail = typeof cause?.detail === 'string' && cause.detail ? ` (${cause.detail})` : '';
    const code = typeof cause?.code === 'string' ? ` [SQLSTATE ${cause.code}]` : '';
    const table = tableOf(query);
    line = `The database refused the import${table ? ` writing ${table}` : ''}: ${reason}${detail}${code}. Nothing was written.`;
  } else line = error instanceof Error ? error.message : String(error);
  line = HASHES.reduce((text, hash) => text.replace(hash, '[password hash]'), line)
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MOST ? `${line.slice(0, MOST - 1)}…` : line;
}

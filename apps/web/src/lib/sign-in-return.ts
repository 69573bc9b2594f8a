import type { Role } from '@tiraj/domain/contracts';

/**
 * What a shell tells the sign-in page when it sends the user there: whether the server ended the
 * session (a 401), and the page the user was on. It travels in the router's history state, never
 * in the URL, so no link can choose where a sign-in leads.
 */
export interface SignInState {
  ended?: boolean;
  from?: string;
}

/** The router state read back defensively: history state outlives the code that wrote it. */
export function signInStateOf(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { ended, from } = state as Record<string, unknown>;
  return {
    ended: ended === true ? true : undefined,
    from: typeof from === 'string' ? from : undefined,
  };
}

/** The paths of each role's own shell (SPEC.md §2): a sub-admin's home is /admin/main-menu. */
const SHELL_PATHS: Record<Role, { prefix?: string; exact?: string }[]> = {
  admin: [{ prefix: '/admin/' }],
  subadmin: [{ exact: '/admin/main-menu' }, { prefix: '/subadmin/' }],
  supervisor: [{ prefix: '/supervisor/' }],
  seller: [],
};

const ORIGIN = 'http://tiraj.invalid';

/**
 * Where a sign-in returns to: `from` when it is a page of the signed-in role's own shell, else
 * nothing (the caller goes to the main menu). Only a same-origin path counts: no scheme, no host,
 * no `//` or backslash tricks, and its dots resolved before the shell is checked.
 */
export function returnPathFor(role: Role, from: string | undefined): string | undefined {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return undefined;
  if ([...from].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  const inShell = SHELL_PATHS[role].some((p) =>
    p.exact ? path === p.exact.toLowerCase() : path.startsWith(p.prefix!.toLowerCase()),
  );
  return inShell ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

// A 401 that a route guard reaches before the session-ended handler has navigated still says
// the session ended (the race the point of sale met in CI, issue 12).
let endedByServer = false;

/** The api client's 401 ended the session. */
export function noteSessionEnded() {
  endedByServer = true;
}

/** Whether the last session was ended by the server (until the next sign-in or sign-out). */
export function sessionEndedByServer(): boolean {
  return endedByServer;
}

/** A new sign-in or a deliberate sign-out: an earlier ended session no longer counts. */
export function forgetSessionEnded() {
  endedByServer = false;
}

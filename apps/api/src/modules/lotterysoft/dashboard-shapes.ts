// LotterySoft's dashboard reads some answers in other shapes than Tiraj's (issue 27, point 2).
// Pure: one answer of Tiraj's in, the same facts in the dashboard's shape out.

/** The lists the dashboard reads as bare arrays (paths lower-cased, without /api). */
export const BARE_LISTS = new Set([
  '/admin/getsubadmin',
  '/subadmin/getsupervisor',
  '/subadmin/getpaymentterm',
  '/subadmin/getblocknumber',
  '/subadmin/getlimitbutall',
  '/subadmin/getlimitbutseller',
  '/subadmin/getlimitbutsupervisor',
  '/subadmin/getpercentagelimit',
  '/admin/getgamecategory',
]);

/** The role strings the dashboard compares with. */
const ROLES: Record<string, string> = { subadmin: 'subAdmin', supervisor: 'superVisor' };

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `role` field, at any depth, in the dashboard's spelling. */
function originalRoles(value: Json): Json {
  if (Array.isArray(value)) return value.map(originalRoles);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'role' && typeof v === 'string' ? (ROLES[v] ?? v) : originalRoles(v),
    ]),
  );
}

/** A ticket list's `seller` as its id. */
const sellerIds = (list: Json[]) =>
  list.map((t) => (isObject(t) && isObject(t.seller) ? { ...t, seller: t.seller._id } : t));

/**
 * One ticket of a list as the dashboard reads it, for a list written a ticket at a time (the whole
 * ticket lists, streamed past the hooks): what `dashboardShape` does to each ticket of a list.
 */
export const dashboardTicket = (ticket: Json): Json => sellerIds([originalRoles(ticket)])[0];

/**
 * Tiraj's successful answer to `method path` (the route's path, without /api) as the dashboard
 * reads it: bare arrays for its lists, the bare object an add or update made, `seller` as an id in
 * ticket lists, and its role strings. Anything else is Tiraj's answer as it is.
 */
export function dashboardShape(method: string, path: string, answer: Json): Json {
  const route = path.toLowerCase();
  const body = originalRoles(answer);
  if (!isObject(body) || body.success !== true) return body;
  const { data } = body;
  if (method === 'GET' && BARE_LISTS.has(route) && Array.isArray(data)) return data;
  if (method === 'GET' && route.includes('ticket') && Array.isArray(data))
    return { ...body, data: sellerIds(data) };
  const writes = method === 'POST' || method === 'PATCH' || method === 'PUT';
  if (writes && /\/(add|update)[a-z]*(\/|$)/.test(route) && isObject(data)) return data;
  return body;
}

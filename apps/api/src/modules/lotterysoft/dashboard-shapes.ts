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

/**
 * A ticket of a list as the dashboard shows it: `seller` as its id, and as `ticketId` the number
 * the customer's paper says ("ticket ID: 3") when a LotterySoft device sold it (or it was imported
 * from LotterySoft); a ticket of Tiraj's point of sale keeps its code, the one its paper prints.
 * The dashboard only displays `ticketId`; it deletes and opens tickets by `_id`.
 */
const listTicket = (t: Json): Json => {
  if (!isObject(t)) return t;
  const seller = isObject(t.seller) ? t.seller._id : t.seller;
  const printed = typeof t.lotterySoftNumber === 'number' ? t.lotterySoftNumber : t.ticketId;
  return { ...t, seller, ticketId: printed };
};

/**
 * The Sale Details number pop-up prints `limitInfo` as the limit itself and subtracts the bet from
 * it (SPEC.md §3 "limitInfo (the limit)"): the binding limit's amount, a number (null: no limit).
 * Tiraj's object there crashed the old page (issue 36).
 */
const NUMBER_INFO = /\/getsellgamenumberinfo$/;
const limitAsNumber = (body: Record<string, Json>): Json =>
  isObject(body.limitInfo) ? { ...body, limitInfo: body.limitInfo.limitsButs ?? null } : body;

/** A seller with no device is `imei: ""` there (the old seller form trims it: `null` crashed it). */
const sellerDevices = (body: Record<string, Json>): Json =>
  Array.isArray(body.users)
    ? {
        ...body,
        users: body.users.map((u) => (isObject(u) && u.imei === null ? { ...u, imei: '' } : u)),
      }
    : body;

/**
 * One ticket of a list as the dashboard reads it, for a list written a ticket at a time (the whole
 * ticket lists, streamed past the hooks): what `dashboardShape` does to each ticket of a list.
 */
export const dashboardTicket = (ticket: Json): Json => listTicket(originalRoles(ticket));

/**
 * Tiraj's successful answer to `method path` (the route's path, without /api) as the dashboard
 * reads it: bare arrays for its lists, the bare object an add or update made, `seller` as an id and
 * the printed number as `ticketId` in ticket lists, the number pop-up's limit as a number, a seller
 * without device as `imei: ""`, and its role strings. Anything else is Tiraj's answer as it is.
 */
export function dashboardShape(method: string, path: string, answer: Json): Json {
  const route = path.toLowerCase();
  const body = originalRoles(answer);
  if (!isObject(body) || body.success !== true) return body;
  const { data } = body;
  if (method === 'GET' && BARE_LISTS.has(route) && Array.isArray(data)) return data;
  if (method === 'GET' && NUMBER_INFO.test(route)) return limitAsNumber(body);
  if (method === 'GET' && route.endsWith('/getseller')) return sellerDevices(body);
  if (method === 'GET' && route.includes('ticket') && Array.isArray(data))
    return { ...body, data: data.map(listTicket) };
  const writes = method === 'POST' || method === 'PATCH' || method === 'PUT';
  if (writes && /\/(add|update)[a-z]*(\/|$)/.test(route) && isObject(data)) return data;
  return body;
}

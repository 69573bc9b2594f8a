import { describe, expect, it } from 'vitest';
import { deriveWinningNumbers, PAYMENT_TERM_LAYOUT, PERCENTAGE_GAME_ORDER } from '@tiraj/domain';
import { testApp } from '../support/app.ts';
import {
  createUser,
  insertTicket,
  openCategory,
  createLotteryCategory,
  signedInCompany,
  signIn,
  unique,
} from '../support/factories.ts';
import { multipart } from '../support/multipart.ts';

/**
 * Issue 36: SPEC.md §7's request bodies are a contract. Every call SPEC lists (and the old
 * dashboard's, LOTTERYSOFT-PROTOCOL.md §3 and §5), sent exactly as its clients send it: a JSON
 * content type on every call (GET and DELETE too, with no body), the body SPEC shows and no
 * more, numbers as the old forms type them (digit strings) and `password=undefined` from the old
 * company form. None may answer a 400: a route that asks for a field SPEC does not send fails here.
 * The seller devices' calls (D1–D14) have their own tests.
 */
const DASHBOARD = 'https://dashboard.bank.example';
const { app, ctx } = await testApp({ LOTTERYSOFT_DASHBOARD_ORIGINS: DASHBOARD });
const db = ctx.db;

const admin = await createUser(db, 'admin', null);
const company = await signedInCompany(app, db);
const tokens = { ...company.tokens, admin: await signIn(app, admin) };
const draw = await openCategory(db);
const past = await createLotteryCategory(db);
const PAST_DAY = '2026-11-10';
const TODAY = draw.drawDate;

/** Tickets of the company's seller (under its supervisor) for the calls that delete one. */
const ticketOn = (lotteryCategoryId: string, drawDate: string) =>
  insertTicket(db, {
    companyId: company.company.id,
    sellerId: company.seller.id,
    lotteryCategoryId,
    drawDate,
    lines: [{ game: 'BLT', number: '27', amount: 25 }],
  });
const tickets = {
  subadmin: await ticketOn(draw.id, TODAY),
  supervisor: await ticketOn(draw.id, TODAY),
  forever: await ticketOn(draw.id, TODAY),
  // A closed draw without a result: the company may still delete it (SPEC's call has no reason).
  closed: await ticketOn(past.id, '2026-11-09'),
};

/** Ids made by earlier calls, for the later ones (the table runs in order), and the tickets'. */
const made: Record<string, string> = Object.fromEntries(
  Object.entries(tickets).map(([name, t]) => [`ticket-${name}`, t.id]),
);

type Role = 'none' | 'admin' | 'subadmin' | 'supervisor';
interface Call {
  role: Role;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** the path after /api, exactly as SPEC spells it; `{name}`: an id made before */
  path: string;
  /** the JSON body exactly as SPEC's client sends it (none: no body, still a JSON content type) */
  body?: () => object;
  /** multipart fields, for the calls SPEC sends as multipart */
  form?: () => Record<string, string>;
  /** from the old dashboard's own origin (its shapes) */
  dashboard?: boolean;
  /** keeps an id of the answer for later calls */
  keep?: [string, (answer: Record<string, unknown>) => unknown];
}

const data = (a: Record<string, unknown>) => (a.data as { _id: string })._id;
const query = (q: Record<string, string>) => `?${new URLSearchParams(q)}`;
const range = { fromDate: PAST_DAY, toDate: TODAY };
const detail = { seller: '', lotteryCategoryName: draw.name, fromDate: TODAY };
const numberInfo = { ...detail, gameCategory: 'BLT', gameNumber: '27' };

/** SPEC §3: 16 winning-number entries, derived by the form from the four typed. */
const result = () => ({
  lotteryCategoryName: past.name,
  date: PAST_DAY,
  numbers: deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' }),
});
/** The old Payment Condition form: 16 `{gameCategory, position, condition}`, conditions as typed. */
const conditions = (first: string) =>
  PAYMENT_TERM_LAYOUT.map(({ gameCategory, position }, i) => ({
    gameCategory,
    position,
    condition: [first, '20', '10', '500', '3000', '3000', '3000'][i] ?? (i < 10 ? '15000' : '1000'),
  }));
const percents = (percent: string) =>
  PERCENTAGE_GAME_ORDER.map((gameCategory) => ({ gameCategory, limitPercent: percent }));
/** The old Limit form: the nine games, as typed ("" for none). */
const limitsTyped = (blt: string) =>
  ['BLT', 'L3C', 'MRG', 'L4C 1', 'L4C 2', 'L4C 3', 'L5C 1', 'L5C 2', 'L5C 3'].map((g, i) => ({
    gameCategory: g,
    limitsButs: i === 0 ? blt : '',
  }));
/** The company form as the old dashboard fills it: no logo chosen is an empty `companyLogo`. */
const companyForm = (password: string) => ({
  userName: made.companyUser!,
  password,
  companyName: unique('Lotto Bank'),
  companyLogo: '',
  address: 'Rue Capois',
  phoneNumber: '+509 3700 1234',
  isActive: 'true',
});

const CALLS: Call[] = [
  // Login
  {
    role: 'none',
    method: 'POST',
    path: '/auth/signin',
    body: () => ({ userName: company.subadmin.userName, password: company.subadmin.password }),
  },

  // Admin
  { role: 'admin', method: 'GET', path: '/admin/getsubadmin' },
  {
    role: 'admin',
    method: 'POST',
    path: '/admin/addsubadmin',
    form: () => {
      made.companyUser = unique('boss');
      return companyForm('secret-123');
    },
    keep: ['company', data],
  },
  {
    role: 'admin',
    method: 'PATCH',
    path: `/admin/updatesubadmin/{company}`,
    form: () => companyForm('secret-456'),
  },
  // The old company form with only the active box changed: each field left empty is sent as
  // `undefined` (PROTOCOL §5 `password=undefined`).
  {
    role: 'admin',
    method: 'PATCH',
    path: `/admin/updatesubadmin/{company}`,
    form: () => ({
      userName: 'undefined',
      password: 'undefined',
      companyName: 'undefined',
      companyLogo: '',
      address: 'undefined',
      phoneNumber: 'undefined',
      isActive: 'false',
    }),
    dashboard: true,
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/admin/addpaymentalert',
    body: () => ({ company: company.company.id, message: 'Pay by Friday', date: TODAY }),
    keep: ['alert', data],
  },
  { role: 'admin', method: 'DELETE', path: `/admin/deletepaymentalert/{alert}` },
  { role: 'admin', method: 'GET', path: '/admin/getlotterycategory' },
  {
    role: 'admin',
    method: 'POST',
    path: '/admin/addlotterycategory',
    body: () => ({ lotteryName: unique('Draw'), startTime: '08:00', endTime: '12:00' }),
    keep: ['category', data],
  },
  // "with only non-empty fields"
  {
    role: 'admin',
    method: 'PATCH',
    path: `/admin/updatelotterycategory/{category}`,
    body: () => ({ endTime: '12:30' }),
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/admin/getwiningnumber',
    body: () => ({ lotteryCategoryName: past.name, ...range }),
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/admin/addwiningnumber',
    body: result,
    keep: ['result', data],
  },
  // "same body": no reason.
  {
    role: 'admin',
    method: 'PATCH',
    path: `/admin/updatewiningnumber/{result}`,
    body: result,
  },
  { role: 'admin', method: 'GET', path: '/admin/getgamecategory' },

  // Subadmin
  { role: 'subadmin', method: 'GET', path: '/subadmin/getpaymentalert' },
  { role: 'supervisor', method: 'GET', path: '/supervisor/getpaymentalert' },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getpercentagelimit?general=true' },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addpercentagelimit',
    body: () => ({ lotteryCategoryName: draw.name, limits: percents('61') }),
    keep: ['percentage', data],
  },
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updatepercentagelimit/{percentage}`,
    body: () => ({ lotteryCategoryName: draw.name, limits: percents('50') }),
  },
  {
    role: 'subadmin',
    method: 'DELETE',
    path: `/subadmin/deletePercentageLimit/{percentage}`,
  },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getsuperVisor' },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addsuperVisor',
    body: () => ({
      userName: (made.supervisorName = unique('sup')),
      password: 'secret-1',
      isActive: true,
    }),
    keep: ['supervisor', data],
  },
  // "password if set": none here.
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updatesuperVisor/{supervisor}`,
    body: () => ({ userName: made.supervisorName!, isActive: false }),
  },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getseller' },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addseller',
    body: () => ({
      userName: (made.sellerName = unique('sel')),
      password: 'secret-1',
      isActive: true,
      imei: '',
      superVisorName: made.supervisorName!,
    }),
    keep: ['seller', data],
  },
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updateseller/{seller}`,
    body: () => ({
      isActive: true,
      userName: made.sellerName!,
      imei: unique('dev'),
      superVisorName: '',
    }),
  },
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deleteseller/{seller}` },
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deletesuperVisor/{supervisor}` },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getblocknumber' },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addblocknumber',
    body: () => ({ lotteryCategoryName: draw.name, gameCategory: 'MRG', number: '12×34' }),
    keep: ['block', data],
  },
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updateblocknumber/{block}`,
    body: () => ({ lotteryCategoryName: draw.name, gameCategory: 'BLT', number: '33' }),
  },
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deleteblocknumber/{block}` },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addlimitbut',
    body: () => ({
      lotteryCategoryName: draw.name,
      limits: limitsTyped('500'),
      seller: company.seller.id,
    }),
    keep: ['limit', data],
  },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getLimitButAll' },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/subadmin/getLimitButSeller${query({ seller: company.seller.id, superVisor: '', lotteryCategoryName: '' })}`,
  },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/subadmin/getLimitButSuperVisor${query({ seller: '', superVisor: company.supervisor.id, lotteryCategoryName: draw.name })}`,
  },
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updatelimitbut/{limit}`,
    body: () => ({
      lotteryCategoryName: draw.name,
      limits: limitsTyped('600'),
      seller: company.seller.id,
    }),
  },
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deletelimitbut/{limit}` },
  { role: 'subadmin', method: 'GET', path: '/subadmin/getpaymentterm' },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/addpaymentterm',
    body: () => ({ lotteryCategoryName: draw.name, conditions: conditions('50') }),
    keep: ['term', data],
  },
  {
    role: 'subadmin',
    method: 'PATCH',
    path: `/subadmin/updatepaymentterm/{term}`,
    body: () => ({ lotteryCategoryName: draw.name, conditions: conditions('61') }),
  },
  // The old dashboard's Payment Condition page has the call (PROTOCOL §3 lists the dashboard's).
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deletepaymentterm/{term}` },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/getwiningnumber',
    body: () => ({ lotteryCategoryName: '', ...range }),
  },
  {
    role: 'supervisor',
    method: 'POST',
    path: '/superVisor/getwiningnumber',
    body: () => ({ lotteryCategoryName: '', ...range }),
  },
  ...(['gettickets', 'getdeletedtickets', 'getwintickets'] as const).map((call): Call => ({
    role: 'subadmin',
    method: 'GET',
    path: `/subadmin/${call}${query({ seller: '', ...range, lotteryCategoryName: '' })}`,
  })),
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deleteticket/{ticket-subadmin}` },
  // A closed draw's ticket, with SPEC's bodiless call: "no reason given".
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deleteticket/{ticket-closed}` },
  { role: 'subadmin', method: 'DELETE', path: `/subadmin/deleteticket/{ticket-forever}` },
  {
    role: 'subadmin',
    method: 'DELETE',
    path: `/subadmin/deleteticketforever/{ticket-forever}`,
  },
  { role: 'subadmin', method: 'GET', path: `/sbuadmin/getselldetails${query(detail)}` },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/sbuadmin/getselldetailsbygamecategory${query(detail)}`,
  },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/sbuadmin/getselldetailsallloterycategory${query({ seller: '', fromDate: TODAY })}`,
  },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/sbuadmin/getsellgamenumberinfo${query(numberInfo)}`,
  },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/subadmin/getsalereports${query({ seller: '', ...range, lotteryCategoryName: '' })}`,
  },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/broadcastMessage',
    form: () => ({ content: 'Bonjou', type: 'text' }),
  },
  {
    role: 'subadmin',
    method: 'POST',
    path: '/subadmin/sendmessage',
    form: () => ({ content: 'Bonjou', type: 'text', receiverId: company.seller.id }),
  },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/subadmin/getMessages${query({ senderId: company.seller.id })}`,
  },

  // Supervisor
  { role: 'supervisor', method: 'GET', path: '/supervisor/getSeller' },
  {
    role: 'supervisor',
    method: 'POST',
    path: '/supervisor/addseller',
    body: () => ({
      userName: (made.ownName = unique('own')),
      password: 'secret-1',
      isActive: true,
      imei: '',
    }),
    keep: ['own', data],
  },
  {
    role: 'supervisor',
    method: 'PATCH',
    path: `/supervisor/updateseller/{own}`,
    body: () => ({ isActive: true, userName: made.ownName!, imei: unique('dev') }),
  },
  { role: 'supervisor', method: 'DELETE', path: `/supervisor/deleteseller/{own}` },
  { role: 'supervisor', method: 'GET', path: `/superVisor/getSellDetails${query(detail)}` },
  {
    role: 'supervisor',
    method: 'GET',
    path: `/superVisor/getSellDetailsByGameCategory${query(detail)}`,
  },
  {
    role: 'supervisor',
    method: 'GET',
    path: `/superVisor/getSellDetailsByAllLoteryCategory${query({ seller: '', fromDate: TODAY })}`,
  },
  {
    role: 'supervisor',
    method: 'GET',
    path: `/superVisor/getsellgamenumberinfo${query(numberInfo)}`,
  },
  {
    role: 'supervisor',
    method: 'GET',
    path: `/superVisor/getSalereports${query({ seller: '', ...range, lotteryCategoryName: '' })}`,
  },
  {
    role: 'supervisor',
    method: 'GET',
    path: `/superVisor/gettickets${query({ seller: '', ...range, lotteryCategoryName: '' })}`,
  },
  { role: 'supervisor', method: 'GET', path: '/superVisor/getseller' },
  {
    role: 'supervisor',
    method: 'DELETE',
    path: `/superVisor/deleteticket/{ticket-supervisor}`,
  },

  // The old dashboard, from its own origin (PROTOCOL §3): draws and games for every role, and
  // the result's deletion.
  { role: 'supervisor', method: 'GET', path: '/admin/getlotterycategory', dashboard: true },
  { role: 'subadmin', method: 'GET', path: '/admin/getgamecategory', dashboard: true },
  {
    role: 'subadmin',
    method: 'GET',
    path: `/sbuadmin/getsellgamenumberinfo${query(numberInfo)}`,
    dashboard: true,
  },
  { role: 'admin', method: 'DELETE', path: `/admin/deletewiningnumber/{result}` },
];

/** The old dashboard reads every list from its own origin too, in its shapes (PROTOCOL §3). */
const DASHBOARD_READS = CALLS.filter(
  (c) => c.method === 'GET' && !c.dashboard && c.role !== 'none',
).map((c): Call => ({ ...c, dashboard: true }));

/** Sends one call as SPEC's client does: a JSON content type always, a body only if it has one. */
function send(call: Call) {
  const auth = call.role === 'none' ? {} : { authorization: `Bearer ${tokens[call.role]}` };
  const origin = call.dashboard ? { origin: DASHBOARD } : {};
  const url = `/api${call.path.replace(/\{([\w-]+)\}/g, (_, name: string) => made[name]!)}`;
  if (call.form) {
    const body = multipart(call.form());
    return app.inject({
      method: call.method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...origin },
    });
  }
  return app.inject({
    method: call.method,
    url,
    headers: { 'content-type': 'application/json', ...auth, ...origin },
    ...(call.body ? { payload: JSON.stringify(call.body()) } : {}),
  });
}

describe("SPEC.md §7's calls, with exactly SPEC's bodies", () => {
  it.each(
    [...CALLS, ...DASHBOARD_READS].map(
      (call) =>
        [
          `${call.role}${call.dashboard ? ' (old dashboard)' : ''} ${call.method} ${call.path}`,
          call,
        ] as const,
    ),
  )('%s', async (_, call) => {
    const response = await send(call);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const answer = response.json();
    if (!Array.isArray(answer) && 'success' in answer) expect(answer.success).toBe(true);
    if (call.keep) made[call.keep[0]] = String(call.keep[1](answer));
  });
});

import { randomBytes } from 'node:crypto';
import { ticketCodeFrom } from '@tiraj/domain';
import { bearer, insertTicket, unique } from '../../support/factories.ts';
import { postResult, typed } from '../../support/results.ts';
import type { Step, StepKit } from './journal-steps.ts';

/**
 * People, settings, tickets, results, the platform's records and sessions: the rest of the kinds
 * the journal offers, run after journal-steps.ts's rules (a step may use what an earlier one made).
 */
export function otherSteps({
  app,
  db,
  tokens,
  mine,
  today,
  drawn,
  made,
  call,
  lottery,
}: StepKit): Step[] {
  return [
    [
      'supervisor.create',
      'subadmin',
      async () => {
        made.supervisor = (
          await call('subadmin', 'POST', '/api/subadmin/addsuperVisor', {
            userName: unique('sup'),
            password: 'supervisor-pass',
            isActive: true,
          })
        ).data!._id;
      },
    ],
    [
      'supervisor.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', `/api/subadmin/updatesuperVisor/${made.supervisor}`, {
          isActive: false,
        }),
    ],
    [
      'supervisor.delete',
      'subadmin',
      () => call('subadmin', 'DELETE', `/api/subadmin/deletesuperVisor/${made.supervisor}`),
    ],
    [
      'seller.create',
      'subadmin',
      async () => {
        made.seller = (
          await call('subadmin', 'POST', '/api/subadmin/addseller', {
            userName: unique('pv'),
            password: 'seller-pass-12',
            isActive: true,
            imei: unique('imei'),
          })
        ).data!._id;
      },
    ],
    [
      'seller.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', `/api/subadmin/updateseller/${made.seller}`, { isActive: false }),
    ],
    [
      'seller.delete',
      'subadmin',
      () => call('subadmin', 'DELETE', `/api/subadmin/deleteseller/${made.seller}`),
    ],
    [
      'company.update',
      'subadmin',
      () => call('subadmin', 'PATCH', '/api/subadmin/updatebonus', { bonusFlag: true }),
    ],
    [
      'ticket.delete',
      'subadmin',
      async () => {
        made.ticket = (
          await call('seller', 'POST', '/api/seller/addticket', {
            ...lottery(),
            numbers: [{ gameCategory: 'BLT', number: '12', amount: 10 }],
          })
        ).data!._id;
        await call('subadmin', 'DELETE', `/api/subadmin/deleteticket/${made.ticket}`);
      },
    ],
    [
      'ticket.delete-forever',
      'subadmin',
      () => call('subadmin', 'DELETE', `/api/subadmin/deleteticketforever/${made.ticket}`),
    ],
    [
      'winning-number.create',
      'admin',
      async () => {
        const t = await insertTicket(db, {
          companyId: mine.company.id,
          sellerId: mine.seller.id,
          lotteryCategoryId: drawn().id,
          drawDate: '2026-11-01',
          ticketCode: ticketCodeFrom(randomBytes(8)),
          lines: [{ game: 'BLT', number: '27', amount: 10 }],
        });
        made.paid = t.ticketCode;
        made.result = (
          await postResult(app, tokens.admin, drawn().id, '2026-11-01', {
            first: '27',
            second: '45',
            third: '12',
            l3c: '427',
          })
        ).data._id;
      },
    ],
    [
      'ticket.pay-out',
      'subadmin',
      () => call('subadmin', 'POST', '/api/subadmin/payticket', { ticketId: made.paid }),
    ],
    [
      'winning-number.update',
      'admin',
      () =>
        call('admin', 'PATCH', `/api/admin/updatewiningnumber/${made.result}`, {
          lotteryCategoryName: drawn().id,
          date: '2026-11-01',
          numbers: typed({ first: '27', second: '45', third: '13', l3c: '427' }),
          reason: 'The 3rd lot was misread',
        }),
    ],
    [
      'winning-number.delete',
      'admin',
      async () => {
        const other = await postResult(app, tokens.admin, drawn().id, '2026-11-02', {
          first: '27',
          second: '45',
          third: '12',
          l3c: '427',
        });
        await call('admin', 'DELETE', `/api/admin/deletewiningnumber/${other.data._id}`);
      },
    ],
    [
      'remittance.create',
      'subadmin',
      () =>
        call('subadmin', 'POST', '/api/subadmin/addremittance', {
          seller: mine.seller.id,
          amount: 100,
          note: 'cash',
        }),
    ],
    [
      'lottery-category.create',
      'admin',
      async () => {
        made.category = (
          await call('admin', 'POST', '/api/admin/addlotterycategory', {
            lotteryName: unique('Tirage'),
            startTime: '08:00',
            endTime: '09:00',
          })
        ).data!._id;
      },
    ],
    [
      'lottery-category.update',
      'admin',
      () =>
        call('admin', 'PATCH', `/api/admin/updatelotterycategory/${made.category}`, {
          endTime: '09:30',
        }),
    ],
    [
      'lottery-category.delete',
      'admin',
      () => call('admin', 'DELETE', `/api/admin/deletelotterycategory/${made.category}`),
    ],
    [
      'payment-alert.create',
      'admin',
      async () => {
        made.alert = (
          await call('admin', 'POST', '/api/admin/addpaymentalert', {
            company: mine.company.id,
            message: 'Please pay.',
            date: today,
          })
        ).data!._id;
      },
    ],
    [
      'payment-alert.delete',
      'admin',
      () => call('admin', 'DELETE', `/api/admin/deletepaymentalert/${made.alert}`),
    ],
    [
      'offline-selling.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', '/api/subadmin/updateofflineselling', {
          enabled: true,
          budgetPerDraw: 1500,
          capPerNumber: 100,
          stopMinutesBeforeClose: 5,
          maxOfflineMinutes: 30,
        }),
    ],
    [
      'session.delete',
      'subadmin',
      async () => {
        const activity = await app.inject({
          method: 'GET',
          url: '/api/subadmin/getselleractivity',
          headers: bearer(tokens.subadmin),
        });
        const seller = activity.json().data.find((s: { _id: string }) => s._id === mine.seller.id);
        await call('subadmin', 'DELETE', `/api/subadmin/endsession/${seller.sessions[0]._id}`);
      },
    ],
    // Issue 39: staff accounts and one's own password.
    [
      'staff.create',
      'subadmin',
      async () => {
        made.staffName = unique('staff');
        made.staff = (
          await call('subadmin', 'POST', '/api/subadmin/addstaff', {
            userName: made.staffName,
            password: 'staff-pass-1',
            staffRole: 'cashier',
          })
        ).data!._id;
      },
    ],
    [
      'password.update',
      'subadmin',
      async () => {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { userName: made.staffName, password: 'staff-pass-1' },
        });
        await app.inject({
          method: 'PATCH',
          url: '/api/auth/changepassword',
          headers: bearer(signIn.json().token),
          payload: { currentPassword: 'staff-pass-1', newPassword: 'staff-pass-2' },
        });
      },
    ],
    [
      'staff.update',
      'subadmin',
      () =>
        call('subadmin', 'PATCH', `/api/subadmin/updatestaff/${made.staff}`, {
          staffRole: 'auditor',
        }),
    ],
    [
      'staff.delete',
      'subadmin',
      () => call('subadmin', 'DELETE', `/api/subadmin/deletestaff/${made.staff}`),
    ],
    // Issue 40: the draw catalog
    [
      'draw-catalog.create',
      'admin',
      async () => {
        made.catalog = (
          await call('admin', 'POST', '/api/admin/adddrawcatalog', {
            state: unique('Ohio'),
            drawName: 'Midday',
            game3Name: 'Pick 3',
            game4Name: 'Pick 4',
            game3Time: '12:29',
            game4Time: '12:29',
            timeZone: 'America/New_York',
            weekdays: [0, 1, 2, 3, 4, 5, 6],
          })
        ).data!._id;
      },
    ],
    [
      'draw-catalog.update',
      'admin',
      () =>
        call('admin', 'PATCH', `/api/admin/updatedrawcatalog/${made.catalog}`, {
          verifiedOn: '2026-11-28',
        }),
    ],
  ];
}

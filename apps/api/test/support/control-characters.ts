import type { RoleName } from './roles.ts';

/** Text with a NUL in it, as JSON and as a query parameter. */
export const NUL = 'a\u0000b';
export const NUL_Q = 'a%00b';
const days = 'fromDate=2026-11-01&toDate=2026-11-30';

export interface Case {
  role: RoleName | null;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: object;
  /** multipart text fields instead of JSON */
  form?: Record<string, string>;
  field: string;
}

/**
 * One call per text field of the API, each with a NUL in that field (control-characters.test.ts),
 * on the records of `fixture`'s company and `category`.
 */
export function controlCharacterCases(
  fixture: { company: { id: string }; seller: { id: string } },
  category: { id: string; name: string },
): Case[] {
  const sellerUrl = () => `/api/subadmin/updateseller/${fixture.seller.id}`;
  return [
    {
      role: null,
      method: 'POST',
      url: '/api/auth/signin',
      field: 'userName',
      payload: { userName: NUL, password: 'x' },
    },
    {
      role: null,
      method: 'POST',
      url: '/api/auth/signin',
      field: 'password',
      payload: { userName: 'x', password: NUL },
    },
    {
      role: null,
      method: 'POST',
      url: '/api/auth/signin',
      field: 'imei',
      payload: { userName: 'x', password: 'y', imei: NUL },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addseller',
      field: 'userName',
      payload: { userName: NUL, password: 'secret1' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addseller',
      field: 'password',
      payload: { userName: 'nul-pw', password: 'secret\u0000' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addseller',
      field: 'imei',
      payload: { userName: 'nul-imei', password: 'secret1', imei: NUL },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addseller',
      field: 'superVisorName',
      payload: { userName: 'nul-sup', password: 'secret1', superVisorName: NUL },
    },
    {
      role: 'subadmin',
      method: 'PATCH',
      url: sellerUrl(),
      field: 'userName',
      payload: { userName: NUL },
    },
    { role: 'subadmin', method: 'PATCH', url: sellerUrl(), field: 'imei', payload: { imei: NUL } },
    {
      role: 'subadmin',
      method: 'PATCH',
      url: sellerUrl(),
      field: 'superVisorName',
      payload: { superVisorName: NUL },
    },
    {
      role: 'supervisor',
      method: 'POST',
      url: '/api/supervisor/addseller',
      field: 'userName',
      payload: { userName: NUL, password: 'secret1' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addsuperVisor',
      field: 'userName',
      payload: { userName: NUL, password: 'secret1' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addblocknumber',
      field: 'number',
      payload: { lotteryCategoryName: category.name, gameCategory: 'BLT', number: '1\u00002' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addblocknumber',
      field: 'lotteryCategoryName',
      payload: { lotteryCategoryName: NUL, gameCategory: 'BLT', number: '12' },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addpaymentterm',
      field: 'lotteryCategoryName',
      payload: { lotteryCategoryName: NUL, conditions: [] },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addlimitbut',
      field: 'lotteryCategoryName',
      payload: { lotteryCategoryName: NUL, limits: [{ gameCategory: 'BLT', limitsButs: 10 }] },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/addpercentagelimit',
      field: 'lotteryCategoryName',
      payload: { lotteryCategoryName: NUL, limits: [] },
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/subadmin/getLimitButAll?lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/subadmin/getLimitButSeller?lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/subadmin/gettickets?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/subadmin/getwintickets?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'supervisor',
      method: 'GET',
      url: `/api/supervisor/gettickets?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'seller',
      method: 'GET',
      url: `/api/seller/gettickets?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'seller',
      method: 'GET',
      url: `/api/seller/getsalereport?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'seller',
      method: 'GET',
      url: `/api/seller/checkticket?ticketId=${NUL_Q}`,
      field: 'ticketId',
    },
    {
      role: 'seller',
      method: 'POST',
      url: '/api/seller/addticket',
      field: 'numbers.0.number',
      payload: {
        lotteryCategoryName: category.name,
        numbers: [{ gameCategory: 'BLT', number: '1\u00002', amount: 10 }],
      },
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/subadmin/getsalereports?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'admin',
      method: 'GET',
      url: `/api/admin/getsalereports?${days}&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/sbuadmin/getselldetails?fromDate=2026-11-20&lotteryCategoryName=${NUL_Q}`,
      field: 'lotteryCategoryName',
    },
    {
      role: 'subadmin',
      method: 'GET',
      url: `/api/sbuadmin/getsellgamenumberinfo?fromDate=2026-11-20&lotteryCategoryName=${category.id}&gameCategory=BLT&gameNumber=1${NUL_Q}`,
      field: 'gameNumber',
    },
    {
      role: 'supervisor',
      method: 'GET',
      url: `/api/superVisor/getSellDetails?fromDate=2026-11-20&seller=${NUL_Q}`,
      field: 'seller',
    },
    {
      role: 'admin',
      method: 'POST',
      url: '/api/admin/addlotterycategory',
      field: 'lotteryName',
      payload: { lotteryName: NUL, startTime: '08:00', endTime: '09:00' },
    },
    {
      role: 'admin',
      method: 'POST',
      url: '/api/admin/addpaymentalert',
      field: 'message',
      payload: { company: fixture.company.id, message: NUL },
    },
    {
      role: 'admin',
      method: 'POST',
      url: '/api/admin/getwiningnumber',
      field: 'lotteryCategoryName',
      payload: { lotteryCategoryName: NUL, fromDate: '2026-11-01', toDate: '2026-11-02' },
    },
    {
      role: 'admin',
      method: 'POST',
      url: '/api/admin/addsubadmin',
      field: 'companyName',
      form: { userName: 'nul-co', password: 'secret1', companyName: NUL },
    },
    {
      role: 'admin',
      method: 'POST',
      url: '/api/admin/addsubadmin',
      field: 'address',
      form: { userName: 'nul-ad', password: 'secret1', companyName: 'Nul Co', address: NUL },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/sendmessage',
      field: 'content',
      form: { receiverId: fixture.seller.id, content: NUL },
    },
    {
      role: 'subadmin',
      method: 'POST',
      url: '/api/subadmin/broadcastMessage',
      field: 'content',
      form: { content: 'bell \u0007 here' },
    },
    {
      role: 'seller',
      method: 'POST',
      url: '/api/seller/sendmessage',
      field: 'content',
      form: { content: NUL },
    },
  ];
}

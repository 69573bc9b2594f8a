import { z } from 'zod';
import { HOLIDAY_PATTERN, isTimeZone } from '../draw-catalog.ts';
import { TIME_PATTERN } from '../sales-window.ts';
import {
  calendarDate,
  dataBody,
  digitsAsNumber,
  flag,
  inputText,
  optionalText,
  requiredText,
  unsetAsAbsent,
} from './common.ts';

/** Issue 40: the catalog of the US draws the platform admin keeps, and categories made from it. */
export const DRAW_CATALOG_PATHS = {
  list: '/admin/getdrawcatalog',
  add: '/admin/adddrawcatalog',
  update: '/admin/updatedrawcatalog',
  addCategory: '/admin/addlotterycategoryfromcatalog',
} as const;

export const drawCatalogEntry = z
  .object({
    _id: z.string(),
    state: z.string().describe('the lottery: New York, Florida…'),
    drawName: z.string().describe('the draw of the day: Midday, Evening…'),
    game3Name: z.string().describe('the 3-digit game: Numbers, Pick 3, Cash 3…'),
    game4Name: z.string().describe('the 4-digit game: Win 4, Pick 4, Cash 4…'),
    game3Time: z.string().describe("HH:mm, the 3-digit game's official draw time, lottery's zone"),
    game4Time: z.string().describe("HH:mm, the 4-digit game's official draw time, lottery's zone"),
    timeZone: z.string().describe("the lottery's IANA zone: America/New_York, America/Chicago…"),
    weekdays: z.array(z.number().int()).describe('the days it draws: 0 = Sunday … 6 = Saturday'),
    holidays: z.array(z.string()).describe('MM-DD: the days it does not draw'),
    sourceUrl: z.string().nullable().describe("the lottery's page the times were checked on"),
    verifiedOn: z.string().nullable().describe('YYYY-MM-DD; null: verify before use'),
    autoConfirm: z.boolean().describe('results fetched for it are confirmed without an admin'),
    source: z.string().nullable().describe("the results' source key (ny-open-data…), if any"),
    today: z
      .object({
        date: z.string().describe("the operator's day, YYYY-MM-DD"),
        draws: z.boolean().describe('the lottery draws that day'),
        drawTime: z.string().describe("HH:mm operator zone: the earlier game's draw"),
        closeTime: z.string().describe('HH:mm operator zone: the close 5 minutes before it'),
      })
      .describe("the draw of the operator's day, in the operator's zone"),
  })
  .meta({ id: 'DrawCatalogEntry' });
export type DrawCatalogEntry = z.infer<typeof drawCatalogEntry>;

const time = (label: string) =>
  inputText(label).trim().regex(TIME_PATTERN, `${label} must be a time as HH:mm`);
const zone = inputText('Time zone')
  .trim()
  .refine(isTimeZone, 'Time zone must be an IANA zone such as America/New_York');
const weekdays = z
  .array(digitsAsNumber(z.number().int().min(0).max(6)), { error: 'Days must be a list' })
  .min(1, 'Choose at least one day')
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
const holidays = z
  .array(inputText('Holiday').trim().regex(HOLIDAY_PATTERN, 'A holiday must be a day as MM-DD'), {
    error: 'Holidays must be a list',
  })
  .max(40)
  .transform((days) => [...new Set(days)].sort());
const url = z
  .union([z.null(), inputText('Source URL')])
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/.test(v), 'Source URL must be a web address')
  .refine((v) => v === null || v.length <= 500, 'Source URL must be at most 500 characters');
const verifiedOn = z
  .union([z.null(), z.literal(''), calendarDate('Verified on')])
  .transform((v) => v || null);
const sourceKey = z
  .union([z.null(), inputText('Source')])
  .transform((v) => v?.trim() || null)
  .refine(
    (v) => v === null || /^[a-z0-9-]{1,40}$/.test(v),
    'Source must be a key such as ny-open-data',
  );

export const addDrawCatalogBody = z.object({
  state: unsetAsAbsent(requiredText('State', 60)),
  drawName: unsetAsAbsent(requiredText('Draw', 60)),
  game3Name: unsetAsAbsent(requiredText('3-digit game', 60)),
  game4Name: unsetAsAbsent(requiredText('4-digit game', 60)),
  game3Time: time('3-digit draw time'),
  game4Time: time('4-digit draw time'),
  timeZone: zone,
  weekdays,
  holidays: holidays.optional(),
  sourceUrl: url.optional(),
  verifiedOn: verifiedOn.optional(),
  autoConfirm: flag('Auto-confirm').optional(),
  source: sourceKey.optional(),
});
export type AddDrawCatalogBody = z.input<typeof addDrawCatalogBody>;

/** Only the fields sent change; names and times cannot be emptied, the others can. */
export const updateDrawCatalogBody = z.object({
  state: unsetAsAbsent(optionalText('State', 60)).optional(),
  drawName: unsetAsAbsent(optionalText('Draw', 60)).optional(),
  game3Name: unsetAsAbsent(optionalText('3-digit game', 60)).optional(),
  game4Name: unsetAsAbsent(optionalText('4-digit game', 60)).optional(),
  game3Time: time('3-digit draw time').optional(),
  game4Time: time('4-digit draw time').optional(),
  timeZone: zone.optional(),
  weekdays: weekdays.optional(),
  holidays: holidays.optional(),
  sourceUrl: url.optional(),
  verifiedOn: verifiedOn.optional(),
  autoConfirm: flag('Auto-confirm').optional(),
  source: sourceKey.optional(),
});
export type UpdateDrawCatalogBody = z.input<typeof updateDrawCatalogBody>;

export const drawCatalogList = dataBody(z.array(drawCatalogEntry));
export type DrawCatalogList = z.infer<typeof drawCatalogList>;
export const drawCatalogAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: drawCatalogEntry,
});
export type DrawCatalogAnswer = z.infer<typeof drawCatalogAnswer>;

/**
 * A lottery category made from a catalog entry: named after the draw unless told, closing
 * `closeMinutesBefore` (default 5) before the earlier game's official draw; negative is refused.
 */
export const addCategoryFromCatalogBody = z.object({
  catalogId: z.uuid({ error: 'Catalog entry must be an id' }),
  lotteryName: unsetAsAbsent(optionalText('Name', 80)).optional(),
  closeMinutesBefore: unsetAsAbsent(
    digitsAsNumber(
      z
        .number({ error: 'Minutes before the draw must be a number' })
        .int('Minutes before the draw must be whole minutes')
        .min(-1440)
        .max(720),
    ).optional(),
  ).optional(),
});
export type AddCategoryFromCatalogBody = z.input<typeof addCategoryFromCatalogBody>;

import { addDays, localDateOf, localTimeOf, type GameCategory } from '@tiraj/domain';
import type { AddTicketBody } from '@tiraj/domain/contracts';
import type { CompanyUser, SessionUser } from '../auth/session-user.ts';
import type { Db } from '../db/client.ts';
import type { lotteryCategories } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { recordSale } from '../modules/seller-device/sell-ticket.ts';
import { addWinningNumber } from '../modules/winning-numbers/service.ts';
import type { randomSource } from './demo-data.ts';

type Category = typeof lotteryCategories.$inferSelect;
type Random = ReturnType<typeof randomSource>;

/** The instant at a local wall-clock time (minutes after midnight) of a date, in a time zone. */
function instantAt(date: string, minutes: number, timeZone: string): Date {
  let guess = new Date(`${date}T00:00:00Z`).getTime() + minutes * 60_000;
  for (let i = 0; i < 3; i++) {
    const local = localTimeOf(new Date(guess), timeZone);
    const drift =
      Date.parse(`${local.date}T00:00:00Z`) +
      local.minutes * 60_000 -
      (Date.parse(`${date}T00:00:00Z`) + minutes * 60_000);
    if (Math.abs(drift) < 1000) break;
    guess -= drift;
  }
  return new Date(guess);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Some numbers are played far more than others (dreams, dates, the news). */
const FAVOURITES = ['00', '07', '13', '17', '21', '27', '33', '44', '55', '69', '77', '88', '99'];

function line(random: Random): AddTicketBody['numbers'][number] {
  const blt = () => (random.next() < 0.35 ? random.pick(FAVOURITES) : random.digits(2));
  const r = random.next();
  if (r < 0.55)
    return {
      gameCategory: 'BLT',
      number: blt(),
      amount: random.pick([5, 10, 10, 15, 20, 25, 50, 100]),
    };
  if (r < 0.75)
    return {
      gameCategory: 'MRG',
      number: `${blt()}x${blt()}`,
      amount: random.pick([5, 5, 10, 20]),
    };
  if (r < 0.88)
    return { gameCategory: 'L3C', number: random.digits(3), amount: random.pick([1, 2, 5, 10]) };
  if (r < 0.96)
    return {
      gameCategory: random.pick(['L4C 1', 'L4C 2', 'L4C 3'] as GameCategory[]),
      number: random.digits(4),
      amount: random.pick([1, 2, 5]),
    };
  return {
    gameCategory: random.pick(['L5C 1', 'L5C 2', 'L5C 3'] as GameCategory[]),
    number: random.digits(5),
    amount: random.pick([1, 2]),
  };
}

/** A ticket: a BLT line first (percentage limits are set on the other games), then 2–25 more. */
function ticketLines(random: Random): AddTicketBody['numbers'] {
  const lines = [
    {
      gameCategory: 'BLT' as const,
      number: random.digits(2),
      amount: random.pick([10, 20, 25, 50, 100]),
    },
  ];
  const more = 2 + random.int(24);
  for (let i = 0; i < more; i++) lines.push(line(random) as (typeof lines)[number]);
  return lines;
}

/**
 * Sells `days` days of tickets, one draw day at a time, each at a moment inside
 * its draw's window, through the API's sale service (limits and all). Past
 * draws then get their result, which settles their tickets.
 */
export async function sellDays(
  db: Db,
  o: {
    days: number;
    categories: Category[];
    sellers: CompanyUser[];
    admin: SessionUser;
    timeZone: string;
    random: Random;
    /** called after each draw of each day (`days + 1` × categories in all) */
    onDraw?: () => void;
  },
) {
  const today = localDateOf(new Date(), o.timeZone);
  const nowMinutes = localTimeOf(new Date(), o.timeZone).minutes;
  let tickets = 0;
  let lines = 0;
  let refused = 0;
  let results = 0;
  for (let d = o.days; d >= 0; d--) {
    const date = addDays(today, -d);
    for (const category of o.categories) {
      const start = minutesOf(category.startTime);
      let end = minutesOf(category.endTime) - 1;
      if (d === 0) end = Math.min(end, nowMinutes - 1); // today: only what could already be sold
      if (end <= start) {
        o.onDraw?.(); // not open yet today: nothing to sell, but it counts as done
        continue;
      }
      for (const seller of o.sellers) {
        // A seller sells in about 60 % of the draws of a day, now and then twice.
        const count = o.random.next() < 0.6 ? (o.random.next() < 0.15 ? 2 : 1) : 0;
        for (let i = 0; i < count; i++) {
          const body = { lotteryCategoryName: category.id, numbers: ticketLines(o.random) };
          const at = instantAt(date, start + o.random.int(end - start), o.timeZone);
          try {
            await recordSale(db, seller, body, o.timeZone, at);
            tickets++;
            lines += body.numbers.length;
          } catch (error) {
            if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
            refused++; // a limit or a block said no, as it would on a device
          }
        }
      }
      if (d > 0) {
        const lot = () => o.random.digits(2);
        const [first, second, third] = [lot(), lot(), lot()];
        const numbers = [
          { gameCategory: 'BLT', position: 1, number: first },
          { gameCategory: 'BLT', position: 2, number: second },
          { gameCategory: 'BLT', position: 3, number: third },
          { gameCategory: 'L3C', position: 1, number: `${o.random.int(10)}${first}` },
        ];
        await addWinningNumber(
          db,
          o.admin,
          { lotteryCategoryName: category.id, date, numbers },
          o.timeZone,
        );
        results++;
      }
      o.onDraw?.();
    }
  }
  return { tickets, lines, refused, results };
}

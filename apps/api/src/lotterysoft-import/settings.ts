import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CONDITIONS,
  inPercentageOrder,
  isGameCategory,
  limitScopeKey,
  LIMIT_GAME_ORDER,
  multiplierProblem,
  normaliseNumber,
  PAYMENT_TERM_LAYOUT,
  percentProblem,
  unevenGroup,
} from '@tiraj/domain';
import { limitAmount } from '@tiraj/domain/contracts';
import {
  blockNumbers,
  limits,
  lotteryCategories,
  paymentTerms,
  percentageLimits,
  type LimitEntryRow,
} from '../db/schema/index.ts';
import { drawKey, type ImportContext, type ImportedCompany } from './context.ts';
import { idOf, listOf, num, str, type Doc } from './read-dump.ts';

/** Draws by name: one Tiraj already has is reused, a new one is created. */
export async function importDraws(ctx: ImportContext) {
  const existing = await ctx.tx.select().from(lotteryCategories);
  for (const row of existing) ctx.draws.set(drawKey(row.name), { id: row.id, name: row.name });
  for (const doc of ctx.dump.lotterycategories) {
    const name = str(doc.lotteryName);
    if (!name) continue;
    const known = existing.find((row) => drawKey(row.name) === drawKey(name));
    if (known) {
      ctx.report.count('draws already in Tiraj (kept)');
      if (known.startTime !== str(doc.startTime) || known.endTime !== str(doc.endTime))
        ctx.report.other.push(
          `Draw "${name}": Tiraj's hours ${known.startTime}–${known.endTime} kept (LotterySoft had ${str(doc.startTime)}–${str(doc.endTime)})`,
        );
      continue;
    }
    if (ctx.draws.has(drawKey(name))) continue;
    const id = randomUUID();
    await ctx.tx.insert(lotteryCategories).values({
      id,
      name,
      startTime: str(doc.startTime) || '00:00',
      endTime: str(doc.endTime) || '23:59',
    });
    ctx.draws.set(drawKey(name), { id, name });
    ctx.report.count('draws');
  }
  for (const doc of ctx.dump.gamecategories) {
    const game = str(doc.gameName);
    if (isGameCategory(game)) ctx.report.count('game categories matched');
    else ctx.report.other.push(`Game category "${game}" is not one of Tiraj's nine: not imported`);
  }
}

/** The company and draw a company-level record names, or a report line and undefined. */
function ownerOf(ctx: ImportContext, doc: Doc, what: string) {
  const company = ctx.companies.get(idOf(doc.subAdmin ?? doc.subAdminId));
  if (!company) return undefined;
  const name = str(doc.lotteryCategoryName);
  const draw = ctx.draws.get(drawKey(name));
  if (!draw) {
    ctx.report.other.push(
      `${company.name} ${what} on draw "${name}", which no longer exists: not imported`,
    );
    return undefined;
  }
  return { company, draw };
}

/** LotterySoft's 16 conditions (numbers, or entries laid out like a winning number) in Tiraj's order. */
function conditionsOf(doc: Doc): number[] {
  const raw = Array.isArray(doc.conditions) ? doc.conditions : [];
  const entries = listOf(raw);
  if (entries.length && entries.length === raw.length && 'gameCategory' in entries[0]!) {
    return PAYMENT_TERM_LAYOUT.map((place, i) => {
      const entry = entries.find(
        (e) =>
          str(e.gameCategory) === place.gameCategory && num(e.position ?? 1) === place.position,
      );
      return entry ? num(entry.condition) : (DEFAULT_CONDITIONS[i] ?? 0);
    });
  }
  return raw.map((c) => num(c && typeof c === 'object' ? (c as Doc).condition : c));
}

export async function importPaymentTerms(ctx: ImportContext) {
  for (const doc of ctx.dump.paymentterms) {
    const owner = ownerOf(ctx, doc, 'payment term');
    if (!owner) continue;
    const conditions = conditionsOf(doc);
    const where = `${owner.company.name} payment term of ${owner.draw.name}`;
    const bad = conditions.findIndex((c) => multiplierProblem(c) !== null);
    if (conditions.length !== 16 || bad >= 0) {
      ctx.report.other.push(`${where}: condition ${bad + 1} is not a payout: not imported`);
      continue;
    }
    const uneven = unevenGroup(conditions);
    if (uneven)
      ctx.report.other.push(
        `${where}: its ${uneven.game} entries differ; Tiraj pays every ${uneven.game} at the first one's rate`,
      );
    await ctx.tx
      .insert(paymentTerms)
      .values({ companyId: owner.company.id, lotteryCategoryId: owner.draw.id, conditions })
      .onConflictDoNothing();
    ctx.report.count('payment terms');
  }
}

export async function importPercentageLimits(ctx: ImportContext) {
  for (const doc of ctx.dump.percentagelimits) {
    const owner = ownerOf(ctx, doc, 'percentage limit');
    if (!owner) continue;
    const entries = listOf(doc.limits).map((e) => ({
      gameCategory: str(e.gameCategory),
      limitPercent: num(e.limitPercent),
    }));
    const bad = entries.find(
      (e) =>
        !isGameCategory(e.gameCategory) ||
        e.gameCategory === 'BLT' ||
        percentProblem(e.limitPercent),
    );
    if (bad) {
      ctx.report.other.push(
        `${owner.company.name} percentage limit of ${owner.draw.name}: ${bad.gameCategory} ${bad.limitPercent} % cannot be held: not imported`,
      );
      continue;
    }
    await ctx.tx
      .insert(percentageLimits)
      .values({
        companyId: owner.company.id,
        lotteryCategoryId: owner.draw.id,
        limits: inPercentageOrder(entries),
      })
      .onConflictDoNothing();
    ctx.report.count('percentage limits');
  }
}

/** Scope from which of seller / superVisor is set; per-number entries Tiraj cannot hold are reported. */
export async function importLimits(ctx: ImportContext) {
  for (const doc of ctx.dump.limits) {
    const owner = ownerOf(ctx, doc, 'limit');
    if (!owner) continue;
    const person = ctx.users.get(idOf(doc.seller) || idOf(doc.superVisor));
    const scope = idOf(doc.seller) ? 'seller' : idOf(doc.superVisor) ? 'supervisor' : 'all';
    const where = `${owner.company.name} limit of ${owner.draw.name} (${person ? `${scope} ${person.userName}` : scope})`;
    if (scope !== 'all' && !person) {
      ctx.report.perNumberLimits.push(`${where}: its ${scope} is not in the dump`);
      continue;
    }
    const byGame = new Map<string, number>();
    for (const entry of listOf(doc.limits)) {
      const game = str(entry.gameCategory);
      const number = str(entry.number ?? entry.gameNumber);
      if (number) {
        ctx.report.perNumberLimits.push(
          `${where}: ${game} ${number} at ${num(entry.limitsButs)} HTG (Tiraj holds limits per game, not per number)`,
        );
        continue;
      }
      const raw = entry.limitsButs;
      if (!isGameCategory(game) || raw === undefined || raw === null || raw === '') continue;
      // Tiraj's own rule for a limit (a whole number of HTG, 0 or more): a negative one would
      // refuse every sale of that game, and no screen could have written it.
      const amount = limitAmount.safeParse(raw);
      if (!amount.success) {
        ctx.report.perNumberLimits.push(
          `${where}: ${game} at ${str(raw) || JSON.stringify(raw)} HTG: ${amount.error.issues[0]?.message ?? 'not a limit'} (not imported)`,
        );
        continue;
      }
      if (amount.data !== null) byGame.set(game, amount.data);
    }
    const entries: LimitEntryRow[] = LIMIT_GAME_ORDER.map((gameCategory) => ({
      gameCategory,
      limitsButs: byGame.get(gameCategory) ?? null,
    }));
    if (!byGame.size) continue;
    const ownerId = person?.id ?? null;
    const inserted = await ctx.tx
      .insert(limits)
      .values({
        companyId: owner.company.id,
        lotteryCategoryId: owner.draw.id,
        scope,
        ownerId,
        scopeKey: limitScopeKey(scope, ownerId),
        limits: entries,
      })
      .onConflictDoNothing()
      .returning({ id: limits.id });
    if (inserted.length) ctx.report.count('limits');
    else ctx.report.perNumberLimits.push(`${where}: a second limit for the same owner and draw`);
  }
  for (const doc of ctx.dump.specificlimits) {
    const company = ctx.companies.get(idOf(doc.subAdmin ?? doc.subAdminId));
    if (!company) continue;
    ctx.report.perNumberLimits.push(
      `${company.name} specific limit of ${str(doc.lotteryCategoryName)}: ${str(doc.gameCategory)} ${str(doc.number ?? doc.gameNumber)} (Tiraj holds limits per game, not per number)`,
    );
  }
}

/** Blocked numbers, mariages written as Tiraj writes them (ascending); one seller's or supervisor's block is reported. */
export async function importBlockedNumbers(ctx: ImportContext) {
  for (const doc of ctx.dump.blocknumbers) {
    const owner = ownerOf(ctx, doc, 'blocked number');
    if (!owner) continue;
    const game = str(doc.gameCategory);
    const number = isGameCategory(game) ? normaliseNumber(game, str(doc.number)) : null;
    const where = `${owner.company.name} blocked ${game} ${str(doc.number)} on ${owner.draw.name}`;
    if (!number) {
      ctx.report.other.push(`${where}: not a number of its game: not imported`);
      continue;
    }
    if (idOf(doc.seller) || idOf(doc.superVisor)) {
      ctx.report.other.push(
        `${where}: blocked for one seller or supervisor only; Tiraj blocks for the whole company: not imported`,
      );
      continue;
    }
    await ctx.tx
      .insert(blockNumbers)
      .values({
        companyId: owner.company.id,
        lotteryCategoryId: owner.draw.id,
        gameCategory: game,
        number,
      })
      .onConflictDoNothing();
    ctx.report.count('blocked numbers');
  }
}

export const companyNames = (companies: Iterable<ImportedCompany>) =>
  [...companies].map((c) => c.name).join(', ');

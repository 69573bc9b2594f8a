import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conditionsOf,
  DEFAULT_RATES,
  termsInForce,
  type BranchTerms,
  type CompanyTerms,
} from '@tiraj/domain';
import { rowsOf } from '../../../src/db/client.ts';
import {
  branches,
  branchPaymentTerms,
  companies,
  paymentTerms,
  users,
} from '../../../src/db/schema/index.ts';
import type { SaleContext } from '../../../src/modules/seller-device/sale-context.ts';
import { testApp } from '../../support/app.ts';
import {
  createCompany,
  createLotteryCategory,
  createUser,
  unique,
} from '../../support/factories.ts';

const { ctx } = await testApp();
const db = ctx.db;

const COMPANY = conditionsOf({ ...DEFAULT_RATES, first: 60 });
const BRANCH = conditionsOf({ ...DEFAULT_RATES, first: 70, mrg: 1200 });

/** The terms the sale's SQL (`tiraj_sale_context`, db/functions/sale-context.sql) finds for a seller. */
async function termsInSql(sellerId: string, categoryId: string) {
  const result = await db.execute(
    sql`select tiraj_sale_context(${sellerId}::uuid, ${categoryId}::uuid, current_date) as context`,
  );
  const { conditions, bonusFlag } = rowsOf<{ context: SaleContext }>(result)[0]!.context;
  return { conditions, bonusFlag };
}

/**
 * One company, category and seller as a case sets them: the company's term and switch, and the
 * seller's branch (none: `null`) with its own term (for this category or another) and switch.
 */
async function caseOf(company: CompanyTerms, branch: BranchTerms | null, otherDraw = false) {
  const { company: row } = await createCompany(db);
  await db.update(companies).set({ bonusFlag: company.bonusFlag }).where(eq(companies.id, row.id));
  const category = await createLotteryCategory(db);
  const other = await createLotteryCategory(db);
  if (company.conditions)
    await db.insert(paymentTerms).values({
      companyId: row.id,
      lotteryCategoryId: category.id,
      conditions: [...company.conditions],
    });
  const seller = await createUser(db, 'seller', row.id);
  if (branch) {
    const [b] = await db
      .insert(branches)
      .values({ companyId: row.id, name: unique('Branch'), bonusFlag: branch.bonusFlag })
      .returning();
    await db.update(users).set({ branchId: b!.id }).where(eq(users.id, seller.id));
    if (branch.conditions)
      await db.insert(branchPaymentTerms).values({
        companyId: row.id,
        branchId: b!.id,
        lotteryCategoryId: otherDraw ? other.id : category.id,
        conditions: [...branch.conditions],
      });
  }
  return { sellerId: seller.id, categoryId: category.id };
}

describe("a sale's payout terms and free-maryaj switch, in SQL and in the domain (issue 39)", () => {
  const companies: CompanyTerms[] = [
    { conditions: COMPANY, bonusFlag: true },
    { conditions: null, bonusFlag: false },
  ];
  const branchesOf: (BranchTerms | null)[] = [
    null,
    { conditions: null, bonusFlag: null },
    { conditions: BRANCH, bonusFlag: null },
    { conditions: null, bonusFlag: true },
    { conditions: null, bonusFlag: false },
    { conditions: BRANCH, bonusFlag: false },
  ];
  const cases = companies.flatMap((company) =>
    branchesOf.map((branch) => ({ company, branch, name: JSON.stringify({ company, branch }) })),
  );

  it.each(cases)('$name', async ({ company, branch }) => {
    const { sellerId, categoryId } = await caseOf(company, branch);
    const expected = termsInForce(company, branch);
    expect(await termsInSql(sellerId, categoryId)).toEqual({
      conditions: expected.conditions ? [...expected.conditions] : null,
      bonusFlag: expected.bonusFlag,
    });
  });

  it("a branch's term of another draw leaves this draw at the company's", async () => {
    const company = { conditions: COMPANY, bonusFlag: false };
    const { sellerId, categoryId } = await caseOf(
      company,
      { conditions: BRANCH, bonusFlag: null },
      true,
    );
    const expected = termsInForce(company, { conditions: null, bonusFlag: null });
    expect(await termsInSql(sellerId, categoryId)).toEqual({
      conditions: [...expected.conditions!],
      bonusFlag: false,
    });
  });
});

import { eq } from 'drizzle-orm';
import type { SellerCompany } from '@tiraj/domain/contracts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** What the point of sale prints (name, logo, address, phone, validity line) and allows (paying any ticket, the cancel window). */
export async function sellerCompany(db: Db, companyId: string): Promise<SellerCompany> {
  const [row] = await db
    .select({
      companyName: companies.name,
      companyLogo: companies.logoPath,
      companyAddress: companies.address,
      companyPhone: companies.phoneNumber,
      ticketValidity: companies.ticketValidity,
      sellersPayAnyTicket: companies.sellersPayAnyTicket,
      cancelWindowMinutes: companies.cancelWindowMinutes,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('company.not_found');
  return row;
}

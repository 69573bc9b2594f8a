import { coded, digitsOf, normaliseNumber, toCentimes } from '@tiraj/domain';
import type { AddTicketBody } from '@tiraj/domain/contracts';
import { invalidFields, type FieldError } from '../../errors.ts';
import type { FindCategory, ResolvedCategory } from '../../lottery-category.ts';
import type { SaleLine } from './sale-refusals.ts';

function normaliseLines(body: AddTicketBody): SaleLine[] {
  const errors: FieldError[] = [];
  const lines = body.numbers.map((line, index) => {
    const game = line.gameCategory;
    const number = normaliseNumber(game, line.number);
    if (!number)
      errors.push({
        field: `numbers.${index}.number`,
        ...(game === 'MRG'
          ? coded('sale.number_format_mrg')
          : coded('sale.number_format', { game, digits: digitsOf(game) })),
      });
    return {
      index,
      gameCategory: line.gameCategory,
      number: number ?? line.number,
      amount: toCentimes(line.amount),
    };
  });
  if (errors.length) throw invalidFields(errors, errors.map((e) => e.message).join('. '));
  return lines;
}

export interface PreparedSale {
  lines: SaleLine[];
  category: ResolvedCategory;
}

/** The request's lines normalised (400 when a number cannot be one) and its lottery resolved. */
export async function prepareSale(
  findCategory: FindCategory,
  body: AddTicketBody,
): Promise<PreparedSale> {
  const lines = normaliseLines(body);
  return { lines, category: await findCategory(body.lotteryCategoryName) };
}

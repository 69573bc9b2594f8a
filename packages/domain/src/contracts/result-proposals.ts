import { z } from 'zod';
import { calendarDate, dataBody, isUnsetValue } from './common.ts';
import { winningNumber } from './winning-numbers.ts';

/**
 * Issue 40, part 2: results read from the lotteries' sources, proposed to the results clerk, who
 * confirms them (one key) or types the result as before.
 */
export const RESULT_PROPOSAL_PATHS = {
  list: '/admin/getresultproposals',
  confirm: '/admin/confirmresultproposal',
  fetch: '/admin/fetchresults',
  alerts: '/admin/getresultalerts',
} as const;

export const RESULT_PROPOSAL_STATUSES = ['proposed', 'confirmed', 'disagreeing'] as const;

export const resultProposal = z
  .object({
    _id: z.string(),
    lotteryCategoryId: z.string().describe('a category made from the catalog entry'),
    catalogId: z.string(),
    date: z.string().describe("the operator's day of the draw, YYYY-MM-DD"),
    lotteryDate: z.string().describe("the draw's date in the lottery's own zone"),
    source: z.string().describe('the source key: ny-open-data, texas-csv…'),
    pick3: z.string().nullable(),
    pick4: z.string().nullable(),
    lots: z
      .object({ first: z.string(), second: z.string(), third: z.string(), l3c: z.string() })
      .describe("derived by the domain's one rule; '' where a game is missing"),
    state: z.enum(['complete', 'incomplete']).describe('incomplete: never confirmable'),
    status: z.enum(RESULT_PROPOSAL_STATUSES),
    fetchedAt: z.string(),
    raw: z.unknown().describe("the source's latest answer, as it came"),
  })
  .meta({ id: 'ResultProposal' });
export type ResultProposalItem = z.infer<typeof resultProposal>;

export const resultProposalsQuery = z.object({ date: calendarDate('Date') });
export const resultProposalList = dataBody(z.array(resultProposal));

/**
 * What the clerk saw when confirming: when sent, the proposal must still say these games (a newer
 * answer of the source read meanwhile is shown before it is confirmed). Optional: `{}` or no body
 * confirms what is stored.
 */
export const confirmResultProposalBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    pick3: z.string().nullable().optional().describe('the Pick 3 shown'),
    pick4: z.string().nullable().optional().describe('the Pick 4 shown'),
  }),
);
export type ConfirmResultProposalBody = z.input<typeof confirmResultProposalBody>;

export const confirmResultProposalAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(winningNumber).describe('the results posted, one per category of the entry'),
  settledTickets: z.number(),
});

export const fetchResultsBody = z.object({
  date: calendarDate('Date'),
  catalogId: z.preprocess(
    (v) => (isUnsetValue(v) ? undefined : v),
    z.uuid({ error: 'Catalog entry must be an id' }).optional(),
  ),
});
export type FetchResultsBody = z.input<typeof fetchResultsBody>;

export const fetchResultsAnswer = dataBody(
  z.object({
    asked: z.number().describe('the sources asked'),
    proposals: z.array(resultProposal),
  }),
);

export const RESULT_ALERT_KINDS = [
  'no-proposal',
  'unconfirmed',
  'sources-disagree',
  'disagrees-with-result',
  'source-errors',
] as const;
export type ResultAlertKind = (typeof RESULT_ALERT_KINDS)[number];

export const resultAlert = z
  .object({
    kind: z.enum(RESULT_ALERT_KINDS),
    since: z.string().describe('when the alert became due'),
    catalogId: z.string().nullable(),
    lotteryCategoryIds: z.array(z.string()),
    draw: z.string().nullable().describe('the catalog entry: New York Midday…'),
    source: z.string().nullable(),
  })
  .meta({ id: 'ResultAlert' });
export type ResultAlert = z.infer<typeof resultAlert>;

export const resultAlertList = dataBody(z.array(resultAlert));

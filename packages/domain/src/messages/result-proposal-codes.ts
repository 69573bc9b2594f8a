import { m } from './message.ts';

/** Results proposed by the lotteries' sources (issue 40, part 2). */
export const RESULT_PROPOSAL_MESSAGES = {
  'result_proposal.not_found': m('Result proposal not found.'),
  'result_proposal.incomplete': m(
    'This proposal lacks a game: it cannot be confirmed. Type the result instead.',
  ),
  'result_proposal.not_proposed': m('This proposal was already confirmed or set aside.'),
  'result_proposal.no_category': m('No lottery category is made from {{draw}}.', 'draw'),
  'result_proposal.changed': m(
    'The source has answered again with other numbers since this screen was read: look again.',
  ),
  'result_proposal.sources_disagree': m(
    'Another source says other numbers for this draw: check them and type the result.',
  ),
  'result_proposal.disagrees_with_result': m(
    'A result with other numbers is already posted for this draw: correct it instead.',
  ),
};

import { m } from './message.ts';

/** The company's bulk work (issue 30 point 8): a refused pattern of numbers, copy or selection. */
export const bulkCodes = {
  'block_pattern.empty': m(
    'Type the numbers to block: a list (12, 34 56), a range (00-09) or doubles.',
  ),
  'block_pattern.bad_token': m('"{{token}}" is not a number, a range or doubles.', 'token'),
  'block_pattern.wrong_digits': m(
    '"{{token}}" does not fit {{game}}: its numbers have {{digits}} digits.',
    'token',
    'game',
    'digits',
  ),
  'block_pattern.not_mrg': m('"{{token}}" is not an MRG pair, like 12x34.', 'token'),
  'block_pattern.reversed_range': m(
    'The range "{{token}}" must go from the smaller number to the larger.',
    'token',
  ),
  'block_pattern.range_mrg': m(
    '"{{token}}": a range does not apply to MRG; list the pairs, like 12x34.',
    'token',
  ),
  'block_pattern.doubles_mrg': m('Doubles do not apply to MRG; list the pairs, like 12x34.'),
  'block_pattern.too_many': m(
    'At most {{maximum}} blocks at once: this would add {{count}}.',
    'maximum',
    'count',
  ),
  'limit_copy.same_draw': m('Choose target draws other than the draw copied from.'),
};

import { m } from './message.ts';

/** The draw catalog (issue 40): its entries, and the categories made from them. */
export const DRAW_CATALOG_MESSAGES = {
  'draw_catalog.not_found': m('Draw catalog entry not found.'),
  'draw_catalog.taken': m(
    'The catalog already has the draw {{state}} {{drawName}}.',
    'state',
    'drawName',
  ),
  'draw_catalog.close_after_draw': m(
    'The close cannot be after the official draw: {{name}} draws at {{drawTime}}.',
    'name',
    'drawTime',
  ),
  'draw_catalog.no_draw': m(
    '{{name}} does not draw on {{date}}: it is not sold for that day.',
    'name',
    'date',
  ),
};

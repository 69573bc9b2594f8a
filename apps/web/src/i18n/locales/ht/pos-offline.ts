import type { Translation } from '../../catalogue.ts';
import type en from '../en/pos-offline.ts';

export default {
  banner: {
    selling: 'Pa gen entènèt: w ap vann san entènèt',
    grant: '{{draw}}: ou ka vann {{left}} ankò',
    stopped: {
      closed: '{{draw}}: twò pre lè l ap fèmen, pa vann anyen san entènèt',
      expired: '{{draw}}: otorizasyon san entènèt la ekspire, pa vann anyen san entènèt',
      budget: '{{draw}}: bidjè san entènèt la fini, pa vann anyen san entènèt',
    },
    none: 'Pa gen otorizasyon san entènèt pou okenn tiraj ki ouvè: pa vann anyen san entènèt.',
    waiting_one: '{{count}} fich san entènèt pou voye',
    waiting_other: '{{count}} fich san entènèt pou voye',
    held_one: '{{count}} fich san entènèt konpayi a bloke',
    held_other: '{{count}} fich san entènèt konpayi a bloke',
    sent_one: '{{count}} fich san entènèt voye',
    sent_other: '{{count}} fich san entènèt voye',
  },
  refused: {
    none: 'Pa gen otorizasyon san entènèt pou tiraj sa a: pa vann anyen jiskaske entènèt la tounen.',
    closed: 'Twò pre lè tiraj la ap fèmen: pa gen vant san entènèt pou li.',
    expired: 'Otorizasyon san entènèt la ekspire: pa vann anyen jiskaske entènèt la tounen.',
    budget: 'Li depase bidjè san entènèt tiraj sa a. Sa k rete: {{amount}}.',
    budgetUsed: 'Bidjè san entènèt tiraj sa a fini: pa vann anyen ankò san entènèt.',
    failed: 'Nou pa t ka kenbe fich la sou aparèy la: li pa vann.',
  },
  list: {
    title: 'Fich san entènèt',
    waiting: 'Ap tann pou l ale',
    held: 'Bloke: {{reason}}',
    code: 'Kòd {{code}}',
    explain:
      'Vann san entènèt. Y ap ale pou kont yo lè entènèt la tounen; yon fich ki bloke pa peye toutotan konpayi a pa aksepte l.',
  },
} satisfies Translation<typeof en>;

import type { GameCategory } from '@tiraj/domain';
import type { RefusedLine } from '@tiraj/domain/contracts';

/** The selling screen's words, in Kreyòl. */
export const sellWords = {
  title: 'Vann yon tikè',
  draws: {
    legend: 'Tiraj',
    none: 'Pa gen tiraj ki ouvè kounye a.',
    loading: 'Ap chaje tiraj yo…',
    offline: 'Pa gen entènèt: tiraj yo ap parèt lè entènèt la tounen.',
    error: 'Nou pa ka jwenn tiraj yo.',
    retry: 'Eseye ankò',
    closesIn: (left: string) => `Fèmen nan ${left}`,
    change: 'Chanje',
    choose: 'Chwazi yon tiraj pou w ka vann.',
    closed: (name: string) =>
      `Tiraj ${name} fèmen. Ou pa ka vann tikè sa a sou li: chwazi yon lòt tiraj.`,
  },
  entry: {
    number: 'Nimewo',
    numberHint:
      '2 chif: bòlèt · 3: loto 3 · 4: loto 4 · 5: loto 5 · 12x34: maryaj · 12,34,56: plizyè',
    amount: 'Kòb (HTG)',
    add: 'Ajoute',
    l4c: 'Loto 4',
    l5c: 'Loto 5',
    option: (game: string, k: number) => `${game} opsyon ${k}`,
    sameAmount: (amount: string) => `Menm kòb (${amount})`,
    reversed: (number: string) => `Ajoute revè ${number}`,
    badNumber: (part: string) => `“${part}” pa yon nimewo: 2, 3, 4 oswa 5 chif, oswa 12x34.`,
    noNumber: 'Tape yon nimewo.',
    badAmount: 'Tape yon kòb ki plis pase 0 (2 chif apre pwen an pou pi plis).',
    tooMany: 'Yon tikè pa ka gen plis pase 100 liy.',
  },
  lines: {
    caption: 'Liy tikè a',
    game: 'Jwèt',
    number: 'Nimewo',
    amount: 'Kòb',
    none: 'Poko gen liy. Tape yon nimewo ak yon kòb, epi peze Antre.',
    total: 'Total',
    edit: (line: string) => `Chanje kòb ${line}`,
    remove: (line: string) => `Retire ${line}`,
    save: 'Anrejistre',
    count: (n: number) => (n === 1 ? '1 liy' : `${n} liy`),
  },
  sell: {
    button: (total: string) => `Vann · ${total}`,
    sending: 'Ap voye…',
    offline: 'Pa gen entènèt: ou pa ka vann',
    closed: 'Tiraj la fèmen',
    clear: 'Efase tout',
  },
  refused: {
    title: 'Tikè a pa pase. Chanje liy ki make yo, epi vann ankò.',
    whole: 'Tikè a pa pase.',
    reasons: {
      closed: 'Tiraj la fèmen',
      blocked: 'Nimewo sa a bloke',
      percentage: 'Li depase pousantaj la',
      limit: 'Li depase limit la',
      inactive: 'Kont lan pa aktif',
    } satisfies Record<RefusedLine['reason'], string>,
    available: (amount: string) => `Ki rete: ${amount}`,
    nothingLeft: 'Pa rete anyen sou nimewo sa a.',
    lower: (amount: string) => `Mete ${amount}`,
    drop: 'Retire liy lan',
  },
  waiting: {
    title: 'Ap tann konfimasyon',
    explain:
      'Nou poko resevwa repons sèvè a. Pa vann tikè sa a ankò: n ap voye l ankò lè entènèt la tounen, epi n ap enprime l sèlman lè l konfime.',
    retry: 'Eseye ankò',
    retrying: 'Ap eseye…',
    newTicket: 'Nouvo tikè',
    sale: (draw: string, total: string, time: string) => `${draw} · ${total} · ${time}`,
    confirmed: (ticketId: string) => `Konfime: tikè ${ticketId}`,
    show: 'Montre tikè a',
    refused: 'Sèvè a refize vann sa a',
    ok: 'OK',
  },
};

const GAME_NAMES: Record<GameCategory, string> = {
  BLT: 'Bòlèt',
  L3C: 'Loto 3',
  'L4C 1': 'Loto 4 · 1',
  'L4C 2': 'Loto 4 · 2',
  'L4C 3': 'Loto 4 · 3',
  'L5C 1': 'Loto 5 · 1',
  'L5C 2': 'Loto 5 · 2',
  'L5C 3': 'Loto 5 · 3',
  MRG: 'Maryaj',
};

/** A game as sellers say it (`Bòlèt`, `Maryaj`, `Loto 4 · 2`). */
export const gameName = (game: string) => GAME_NAMES[game as GameCategory] ?? game;

import type { Translation } from '../../catalogue.ts';
import type en from '../en/landing.ts';

export default {
  meta: {
    title: 'Tiraj — jesyon bank bòlèt',
    description: 'Tiraj: lojisyèl pou jere bank bòlèt ann Ayiti.',
  },
  nav: {
    label: 'Seksyon yo',
    home: 'Akèy',
    features: 'Sa l fè',
    pricing: 'Pri',
    about: 'Kiyès nou ye',
    contact: 'Kontak',
    login: 'Konekte',
    menu: 'Meni',
  },
  hero: {
    badge: 'Fèt pou bòlèt ayisyen',
    title: 'Jere bank bòlèt ou san tèt chaje',
    text: 'Machann, sipèvizè, limit, rezilta ak peman: Tiraj mete tout bank ou an nan yon sèl lojisyèl, serye e fasil, sou òdinatè kou sou telefòn.',
    signIn: 'Konekte',
    seePricing: 'Gade pri yo',
  },
  ticket: {
    label: 'Egzanp fich',
    title: 'Fich {{code}}',
    winner: 'Genyen',
    toPay: 'Pou peye',
  },
  features: {
    eyebrow: 'Sa l fè',
    title: 'Tout sa ou bezwen pou fè bank ou mache',
    devices: {
      title: 'Vann sou aparèy',
      text: 'Machann ou yo vann BLT, L3C, L4C, L5C ak maryaj sou aparèy pa yo, ki mare ak kont yo. Chak fich gen yon nimewo ki fasil pou li.',
    },
    limits: {
      title: 'Limit ak boul bloke',
      text: 'Fikse maksimòm yo ka jwe sou yon boul pou tout bank lan, pou yon sipèvizè oswa pou yon machann. Sèvè a refize tout vant ki ta depase limit la, menm si yo rive nan menm segonn nan.',
    },
    results: {
      title: 'Rezilta ak peman otomatik',
      text: 'Depi boul ki soti yo pibliye, chak fich ki genyen kalkile dapre to peman ou yo, san erè nan kalkil.',
    },
    reports: {
      title: 'Rapò an tan reyèl',
      text: 'Vant, peman ak benefis pa machann, pa tiraj ak pa jou. Ekspòte rapò ou yo pou kontablite w.',
    },
    chat: {
      title: 'Chat ak machann ou yo',
      text: 'Ekri yon machann oswa tout ekip ou a, voye yon foto oswa yon mesaj vokal, an dirèk.',
    },
    security: {
      title: 'Done ou yo pwoteje',
      text: 'Chak bank wè pwòp done pa l sèlman. Modpas chifre, sesyon ki ka revoke, sipèvizè ki wè machann pa yo sèlman.',
    },
  },
  pricing: {
    eyebrow: 'Pri',
    title: 'Yon pri senp pou chak aparèy ki konekte',
    text: 'Peye chak mwa pou aparèy vant ou itilize yo. Pa gen frè enstalasyon.',
    popular: 'Pi popilè',
    perDevice: 'pa aparèy / pa mwa',
    negotiated: 'pri n ap negosye',
    onQuote: 'Sou devi',
    start: 'Kòmanse',
    contactUs: 'Kontakte nou',
    essential: { name: 'Esansyèl', devices: '1 a 39 aparèy ki konekte' },
    growth: { name: 'Kwasans', devices: '40 a 80 aparèy ki konekte' },
    network: { name: 'Rezo', devices: 'Plis pase 80 aparèy ki konekte' },
    includes: {
      everything: 'Tout fonksyon yo ladan l',
      unlimited: 'Tiraj, limit ak rapò san limit',
      support: 'Sipò an kreyòl ak an franse',
    },
  },
  about: {
    eyebrow: 'Kiyès nou ye',
    title: 'Yon ekip ki konn bòlèt',
    text: 'Tiraj fèt pou bank bòlèt Ayiti ak bank bòlèt dyaspora a. N ap bati yon lojisyèl kote chak goud konte byen: limit yo respekte, moun ki genyen yo peye dapre to peman ou, epi rapò ou yo pare chak swa. Bank ou se pou ou: se ou sèl ki ka wè done ou yo.',
  },
  contact: {
    title: 'Ann pale de bank ou a',
    text: 'Rele nou oswa ekri nou: n ap enstale Tiraj avè w epi n ap fòme ekip ou a.',
  },
  footer: {
    rights: '© {{year}} Tiraj. Tout dwa rezève.',
  },
} satisfies Translation<typeof en>;

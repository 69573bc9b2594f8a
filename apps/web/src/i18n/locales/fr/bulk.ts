import type { Translation } from '../../catalogue.ts';
import type en from '../en/bulk.ts';

export default {
  block: {
    open: 'Bloquer plusieurs',
    title: 'Bloquer plusieurs numéros',
    draws: 'Tirages',
    chooseDraws: 'Choisir les tirages',
    allDraws: 'Tous les tirages',
    games: 'Jeux',
    chooseGames: 'Choisir les jeux',
    numbers: 'Numéros',
    numbersHint:
      'Une liste (12, 34 56), une plage (00-09) ou « doubles » (00, 11 … 99) ; pour le MRG, des mariages comme 12x34.',
    allDoubles: 'Tous les doubles',
    doublesWord: 'doubles',
    submit: 'Bloquer',
    previewEmpty:
      'Choisissez les tirages, les jeux et les numéros pour voir combien de blocages seront ajoutés.',
    preview: 'Numéros : {{numbers}} · Tirages : {{draws}} · Blocages à ajouter : {{toAdd}}',
    previewAlready: 'Déjà bloqués, laissés tels quels : {{already}}',
    confirmTitle: 'Bloquer ces numéros ?',
    confirm: 'Blocages à ajouter : {{toAdd}}\nLes vendeurs ne pourront plus vendre ces numéros.',
  },
  sellers: {
    choose: 'Choisir',
    chooseOne: 'Choisir {{name}}',
    chooseAll: 'Tout choisir ({{count}})',
    chosen: 'Choisis : {{count}}',
    activate: 'Activer',
    deactivate: 'Désactiver',
    clear: 'Annuler le choix',
    confirmActivateTitle: 'Activer ces vendeurs ?',
    confirmActivate:
      'Vendeurs : {{count}}\n{{names}}\nIls pourront de nouveau se connecter et vendre.',
    confirmDeactivateTitle: 'Désactiver ces vendeurs ?',
    confirmDeactivate:
      'Vendeurs : {{count}}\n{{names}}\nIls sont déconnectés tout de suite et ne peuvent plus vendre jusqu’à leur réactivation.',
  },
  copy: {
    open: 'Copier vers d’autres tirages',
    title: 'Copier les limites et numéros bloqués d’un tirage',
    from: 'Copier depuis le tirage',
    to: 'Vers les tirages',
    chooseTo: 'Choisir les tirages',
    intro:
      'Sur chaque tirage choisi, la limite de Tous, d’un superviseur ou d’un vendeur est remplacée par celle du tirage copié, les limites qu’il n’a pas sont ajoutées, et les numéros bloqués s’ajoutent aux siens. Ses autres limites restent.',
    submit: 'Copier',
    confirmTitle: 'Copier maintenant ?',
    source: 'Depuis {{draw}} : limites : {{limits}}, numéros bloqués : {{blocks}}.',
    target:
      '{{draw}} : limites remplacées : {{replaced}}, ajoutées : {{added}} ; numéros bloqués ajoutés : {{blocks}} (déjà là : {{kept}}).',
    nothing: '{{draw}} n’a ni limite ni numéro bloqué à copier.',
  },
} satisfies Translation<typeof en>;

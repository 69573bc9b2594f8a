import type { Translation } from '../../catalogue.ts';
import type en from '../en/pos-offline.ts';

export default {
  banner: {
    selling: 'Pas d’internet : vente hors ligne',
    grant: '{{draw}} : reste {{left}} à vendre',
    stopped: {
      closed: '{{draw}} : trop près de la fermeture, ne vendez rien hors ligne',
      expired: '{{draw}} : l’autorisation hors ligne a expiré, ne vendez rien hors ligne',
      budget: '{{draw}} : le budget hors ligne est épuisé, ne vendez rien hors ligne',
    },
    none: 'Aucune autorisation hors ligne pour un tirage ouvert : ne vendez rien hors ligne.',
    waiting_one: '{{count}} fiche hors ligne à envoyer',
    waiting_other: '{{count}} fiches hors ligne à envoyer',
    held_one: '{{count}} fiche hors ligne retenue par la société',
    held_other: '{{count}} fiches hors ligne retenues par la société',
    sent_one: '{{count}} fiche hors ligne envoyée',
    sent_other: '{{count}} fiches hors ligne envoyées',
  },
  refused: {
    none: 'Aucune autorisation hors ligne pour ce tirage : ne vendez rien avant le retour d’internet.',
    closed: 'Trop près de la fermeture : pas de vente hors ligne pour ce tirage.',
    expired: 'L’autorisation hors ligne a expiré : ne vendez rien avant le retour d’internet.',
    budget: 'Dépasse le budget hors ligne de ce tirage. Reste : {{amount}}.',
    budgetUsed: 'Le budget hors ligne de ce tirage est épuisé : ne vendez plus rien hors ligne.',
    failed: 'La fiche n’a pas pu être gardée sur l’appareil : elle n’est pas vendue.',
  },
  list: {
    title: 'Fiches hors ligne',
    waiting: 'En attente d’envoi',
    held: 'Retenue : {{reason}}',
    code: 'Code {{code}}',
    explain:
      'Vendues sans internet. Envoyées d’elles-mêmes au retour d’internet ; une fiche retenue n’est pas payée tant que la société ne l’accepte pas.',
  },
} satisfies Translation<typeof en>;

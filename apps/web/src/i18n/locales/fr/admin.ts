import type { Translation } from '../../catalogue.ts';
import type en from '../en/admin.ts';

export default {
  editNamed: 'Modifier {{name}}',
  subadmins: {
    title: 'Gestion des compagnies',
    empty: "Aucune compagnie pour l'instant. Ajoutez la première compagnie de borlette.",
    logoAlt: 'Logo de {{name}}',
    createTitle: 'Créer un utilisateur',
    editTitle: "Modifier l'utilisateur",
    companyName: 'Nom de la compagnie',
    companyLogo: 'Logo de la compagnie',
    logoHint: 'PNG, JPEG, WebP, GIF, 2 Mo max.',
    logoTooBig: 'Le logo ne doit pas dépasser 2 Mo.',
    address: 'Adresse',
    phoneNumber: 'Téléphone',
    userName: "Nom d'utilisateur",
    keepPassword: 'Laisser vide pour le garder',
  },
  categories: {
    // Issue 38: moving the hours of a draw on sale names who sells it first.
    hoursTitle: 'Changer les heures d’un tirage en vente ?',
    hoursOnSale:
      '{{name}} est en vente maintenant (tirage du {{date}}). Compagnies qui le vendent : {{companies}}. Tirages ouverts maintenant : {{open}}. Les fiches déjà vendues gardent leur tirage ; les nouvelles heures s’appliquent tout de suite.',
    hoursNone: 'aucune pour l’instant',
    hoursConfirm: 'Changer les heures',
    title: 'Tirages',
    caption: 'Tirages',
    nounOne: 'tirage',
    nounOther: 'tirages',
    empty: "Aucun tirage pour l'instant. Ajoutez les tirages que vos compagnies vendent.",
    startTime: "Heure d'ouverture",
    endTime: 'Heure de fermeture',
    createTitle: 'Créer un tirage',
    editTitle: 'Modifier le tirage',
    namePlaceholder: 'New York Soir',
    cannotDeleteTitle: '« {{name}} » ne peut pas être supprimé',
    cannotDeleteAdvice:
      'Seul un tirage inutilisé peut être supprimé. Ses fiches et ses résultats restent liés à lui ; chaque compagnie retire elle-même ses réglages pour ce tirage.',
    confirmDelete: "Supprimer le tirage « {{name}} » ? Rien ne l'utilise.",
    uses: {
      tickets_one: '{{n}} fiche vendue (les supprimées comptent)',
      tickets_other: '{{n}} fiches vendues (les supprimées comptent)',
      winningNumbers_one: '{{n}} série de numéros gagnants',
      winningNumbers_other: '{{n}} séries de numéros gagnants',
      paymentTerms_one: "{{n}} barème de paiement d'une compagnie",
      paymentTerms_other: '{{n}} barèmes de paiement de compagnies',
      percentageLimits_one: "{{n}} limite en pourcentage d'une compagnie",
      percentageLimits_other: '{{n}} limites en pourcentage de compagnies',
      blockNumbers_one: "{{n}} numéro bloqué d'une compagnie",
      blockNumbers_other: '{{n}} numéros bloqués de compagnies',
      limits_one: "{{n}} limite d'une compagnie",
      limits_other: '{{n}} limites de compagnies',
    },
  },
  winningNumbers: {
    title: 'Numéros gagnants',
    add: 'Ajouter des numéros gagnants',
    empty: 'Aucun résultat publié entre ces dates.',
    results: 'Résultats',
    derived: 'Dérivés',
    createTitle: 'Nouveaux numéros gagnants',
    editTitle: 'Modifier les numéros gagnants',
    lotteryCategoryName: 'Tirage',
    lots: { first: '1er lot', second: '2e lot', third: '3e lot' },
    firstLotMismatch:
      "Le 1er lot est d'habitude les deux derniers chiffres du L3C ({{digits}}). Vérifiez avant d'enregistrer.",
    derivedNumbers: 'Numéros dérivés',
    derivedHint:
      "Calculés à partir des 1er, 2e et 3e lots et du L3C ; le serveur les recalcule à l'enregistrement.",
    reason: 'Motif de la correction',
    reasonHint: 'Conservé dans le journal avec les numéros avant et après.',
    confirmPostTitle: 'Publier ce résultat ?',
    confirmCorrectTitle: 'Corriger ce résultat ?',
    confirmDraw: '{{category}}, tirage du {{date}}',
    confirmSettles:
      'Les fiches de toutes les compagnies pour ce tirage sont réglées avec ces numéros dès votre confirmation.',
    confirmBefore: 'Avant',
    confirmAfter: 'Après',
    confirmPost: 'Publier le résultat',
    confirmCorrect: 'Corriger le résultat',
    day: {
      title: 'Résultats du jour',
      today: "Aujourd'hui",
      yesterday: 'Hier',
      draw: 'Tirage',
      closes: 'Fermeture',
      state: 'État',
      result: 'Résultat',
      post: 'Publier',
      postedBy: 'par {{name}}, {{at}}',
      correctedAt: 'corrigé {{at}}',
      hint: 'Tapez les 1er, 2e et 3e lots, puis le L3C (ses deux derniers chiffres sont le 1er lot) : chaque champ passe au suivant une fois rempli, le dernier chiffre ouvre la confirmation, Entrée publie et passe au tirage suivant.',
      proposals: {
        complete: 'Proposé',
        incomplete: 'Incomplet : il manque un jeu',
        confirm: 'Confirmer',
        checkAgain: 'Vérifier encore',
        checked: 'Sources interrogées : {{count}}',
        proposalHint:
          'Une ligne proposée par les sources des loteries arrive remplie : Entrée la confirme (aucune autre touche) ; changez un chiffre et elle est publiée comme un résultat saisi.',
        alertsTitle: 'Résultats à surveiller',
        'alert_no-proposal':
          '{{draw}} : aucun résultat des sources 30 minutes après le tirage. Saisissez-le depuis la fiche.',
        alert_unconfirmed:
          '{{draw}} : un résultat proposé attend sa confirmation depuis 30 minutes.',
        'alert_sources-disagree':
          '{{draw}} : les sources ne sont pas d’accord. Vérifiez auprès de la loterie avant de confirmer.',
        'alert_disagrees-with-result':
          '{{draw}} : {{source}} donne d’autres numéros que le résultat publié. Rien n’a été changé.',
        'alert_source-errors': '{{source}} répond par des erreurs depuis une heure.',
      },
      states: {
        upcoming: 'À venir',
        on_sale: 'En vente',
        due: 'Fermé, à publier',
        posted: 'Publié',
        corrected: 'Corrigé',
      },
    },
  },
  paymentAlerts: {
    title: 'Alertes de paiement',
    caption: 'Alertes de paiement',
    nounOne: 'alerte de paiement',
    nounOther: 'alertes de paiement',
    emptySent: 'Aucune alerte de paiement envoyée.',
    emptyReceived: 'Aucune alerte de paiement. Tout est en ordre.',
    chooseCompany: 'Choisir une compagnie',
    noCompany: 'Aucune compagnie',
    companyRequired: 'La compagnie est obligatoire',
    messageRequired: 'Le message est obligatoire',
    dateRequired: 'La date est obligatoire',
    action: 'Action',
    rowName: "l'alerte à {{company}}",
    confirmDelete: 'Supprimer cette alerte de paiement à {{company}} ?',
    // Issue 38 : l'alerte d'une correction après paiement, dans la langue du lecteur.
    correctedAfterPayout_one:
      'Résultat corrigé après paiement : {{category}} du {{date}}, {{before}} → {{after}}. {{count}} fiche payée ({{paidOut}}) gagne moins maintenant : {{overpaid}} à récupérer ou à passer en perte (Fiches gagnantes, Caisse).',
    correctedAfterPayout_other:
      'Résultat corrigé après paiement : {{category}} du {{date}}, {{before}} → {{after}}. {{count}} fiches payées ({{paidOut}}) gagnent moins maintenant : {{overpaid}} à récupérer ou à passer en perte (Fiches gagnantes, Caisse).',
  },
  /** Issue 38 : la confirmation d'une correction dit les fiches déjà payées qu'elle touche. */
  correctedPayouts: {
    checking: 'Vérification des fiches déjà payées…',
    unchecked:
      "Les fiches déjà payées n'ont pas pu être vérifiées : si des gagnants ont été payés, chaque compagnie touchée sera quand même prévenue à l'enregistrement.",
    none: 'Aucune fiche déjà payée ne gagne moins avec ces numéros.',
    title: 'Fiches déjà payées qui gagnent moins avec ces numéros',
    company_one:
      '{{company}} : {{count}} fiche payée, {{paidOut}} remis, {{overpaid}} de plus que ce qu’elle gagne maintenant',
    company_other:
      '{{company}} : {{count}} fiches payées, {{paidOut}} remis, {{overpaid}} de plus que ce qu’elles gagnent maintenant',
    told: 'Chaque compagnie reçoit une alerte et une ligne dans son Journal, et doit récupérer l’argent ou le passer en perte.',
  },
} satisfies Translation<typeof en>;

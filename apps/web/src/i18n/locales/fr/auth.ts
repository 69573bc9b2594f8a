import type { Translation } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  signIn: {
    documentTitle: 'Connexion',
    tagline: 'Connectez-vous pour gérer votre banque de borlette',
    sessionEnded: 'Votre session a pris fin, veuillez vous reconnecter',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    usernameRequired: 'Le nom d’utilisateur est obligatoire',
    passwordRequired: 'Le mot de passe est obligatoire',
    rememberMe: 'Se souvenir de moi',
    forgotPassword: 'Mot de passe oublié',
    submit: 'Se connecter',
    noAccount: 'Pas encore de compte ?',
    signUp: 'Créer un compte',
    backHome: '← Retour à l’accueil',
    posPointer: 'Les vendeurs vendent depuis le point de vente, à l’adresse <pos>/pos</pos>.',
  },
} satisfies Translation<typeof en>;

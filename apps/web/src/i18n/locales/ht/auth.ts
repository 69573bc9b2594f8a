import type { Translation } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  signIn: {
    documentTitle: 'Konekte',
    tagline: 'Konekte pou jere bank bòlèt ou',
    sessionEnded: 'Sesyon ou an fini, tanpri konekte ankò',
    username: 'Non itilizatè',
    password: 'Modpas',
    usernameRequired: 'Non itilizatè a obligatwa',
    passwordRequired: 'Modpas la obligatwa',
    rememberMe: 'Sonje m',
    forgotPassword: 'Ou bliye modpas ou?',
    submit: 'Konekte',
    noAccount: 'Ou poko gen kont?',
    signUp: 'Kreye yon kont',
    backHome: '← Retounen nan paj akèy la',
    posPointer: 'Machann yo vann nan pwen vant lan, nan adrès <pos>/pos</pos>.',
  },
} satisfies Translation<typeof en>;

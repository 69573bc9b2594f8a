/** The auth namespace in English: SPEC.md's own texts where it gives them (§2 Public routes). */
export default {
  signIn: {
    documentTitle: 'Sign In',
    tagline: 'Sign in to manage your lottery business',
    sessionEnded: 'Your session has ended, please sign in again',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    rememberMe: 'Remember Me',
    forgotPassword: 'Forgot Password',
    submit: 'Sign In',
    noAccount: 'No account yet?',
    signUp: 'Sign Up',
    backHome: '← Back to the home page',
    /** `<pos>` wraps the link to the point of sale */
    posPointer: 'Sellers sell from the point of sale at <pos>/pos</pos>.',
  },
};

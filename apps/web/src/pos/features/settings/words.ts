/** The words of the device's settings, in Kreyòl. */
export const words = {
  title: 'Paramèt',
  device: 'Kòd aparèy sa a',
  deviceHelp:
    'Konpayi a anrejistre kòd sa a kòm ID aparèy ou (sou ekran Machann yo) pou ou ka vann sou aparèy sa a.',
  copy: 'Kopye',
  copied: 'Kòd la kopye.',
  copyFailed: 'Nou pa t kapab kopye l: chwazi kòd la epi kopye l ak men.',
  paper: 'Lajè papye enprimant lan',
  paperHelp: '58 mm pou ti machin POS yo, 80 mm pou enprimant biwo yo.',
  paperSaved: (mm: number) => `Tikè yo ap enprime sou papye ${mm} mm.`,
  account: 'Kont',
  signedInAs: (user: string, company: string) => `Ou konekte kòm ${user} (${company}).`,
  signOut: 'Dekonekte',
  signingOut: 'Ap dekonekte…',
  confirmTitle: 'Dekonekte aparèy sa a?',
  confirmBody: 'W ap bezwen non itilizatè ak modpas ou pou konekte ankò.',
  confirm: 'Wi, dekonekte',
  cancel: 'Non',
};

/**
 * Every word the point of sale shows, in Kreyòl (sellers read Kreyòl).
 * One place, so that the languages issue can turn it into a catalogue.
 */
export const words = {
  loading: 'Ap chaje…',
  offline: 'Pa gen entènèt',
  online: 'Sou entènèt',
  waiting: (count: number) => `${count} vant ap tann konfimasyon`,
  menu: 'Plis',
  navLabel: 'Meni',
  closeMenu: 'Fèmen',
  signOut: 'Dekonekte',
  seller: 'Machann',
  nav: {
    sell: 'Vann',
    tickets: 'Tikè m yo',
    check: 'Peye',
    results: 'Rezilta',
    report: 'Rapò',
    chat: 'Chat',
    settings: 'Paramèt',
  },
};

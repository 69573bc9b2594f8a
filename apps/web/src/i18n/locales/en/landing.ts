/** The landing page in English (SPEC.md §2: Home, Features, Pricing, About Us, Contact, Login). */
export default {
  meta: {
    title: 'Tiraj — borlette management',
    description: 'Tiraj: the software that runs borlette banks in Haiti.',
  },
  nav: {
    label: 'Sections',
    home: 'Home',
    features: 'Features',
    pricing: 'Pricing',
    about: 'About Us',
    contact: 'Contact',
    login: 'Login',
    menu: 'Menu',
  },
  hero: {
    badge: 'Made for Haitian borlette',
    title: 'Run your borlette bank with confidence',
    text: 'Sellers, supervisors, limits, results and payouts: Tiraj brings your whole bank together in one reliable, simple system, on a computer as well as on a phone.',
    signIn: 'Sign in',
    seePricing: 'See pricing',
  },
  ticket: {
    label: 'Sample ticket',
    title: 'Ticket {{code}}',
    winner: 'Winner',
    toPay: 'To pay',
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to run your bank',
    devices: {
      title: 'Selling on devices',
      text: 'Your sellers sell BLT, L3C, L4C, L5C and marriages from their own device, tied to their account. Every ticket carries a number that is easy to read.',
    },
    limits: {
      title: 'Limits and blocked numbers',
      text: 'Set the most that may be played on a number for the whole bank, a supervisor or a seller. The server refuses any sale that would go over the limit, even in the same second.',
    },
    results: {
      title: 'Automatic results and payouts',
      text: 'As soon as the winning numbers are posted, every winning ticket is worked out according to your payment conditions, with no mistakes in the sums.',
    },
    reports: {
      title: 'Real-time reports',
      text: 'Sales, payouts and profit by seller, by draw and by day. Export your reports for your bookkeeping.',
    },
    chat: {
      title: 'Chat with your sellers',
      text: 'Write to one seller or to your whole team, send a photo or a voice message, live.',
    },
    security: {
      title: 'Your data, protected',
      text: 'Each bank sees only its own data. Encrypted passwords, sessions that can be revoked, supervisors limited to their own sellers.',
    },
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'One simple price per connected device',
    text: 'Pay each month for the sales devices you use. No setup fee.',
    popular: 'Popular',
    perDevice: 'per device / month',
    negotiated: 'negotiated rate',
    onQuote: 'On quote',
    start: 'Get started',
    contactUs: 'Contact us',
    essential: { name: 'Essential', devices: '1 to 39 connected devices' },
    growth: { name: 'Growth', devices: '40 to 80 connected devices' },
    network: { name: 'Network', devices: 'More than 80 connected devices' },
    includes: {
      everything: 'Every feature included',
      unlimited: 'Unlimited draws, limits and reports',
      support: 'Support in French and Haitian Creole',
    },
  },
  about: {
    eyebrow: 'About Us',
    title: 'A team that knows borlette',
    text: 'Tiraj was made for the borlette banks of Haiti and of the diaspora. We build software in which every gourde is counted right: limits are kept, winners are paid according to your conditions, and your reports are ready every evening. Your bank stays yours: nobody but you can see your data.',
  },
  contact: {
    title: 'Let’s talk about your bank',
    text: 'Call us or write to us: we set Tiraj up with you and train your team.',
  },
  footer: {
    rights: '© {{year}} Tiraj. All rights reserved.',
  },
};

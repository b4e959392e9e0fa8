export const common = {
  nav: {
    home: 'Home',
    about: 'About Us',
    owners: 'Owners',
    investors: 'Investors',
    industries: 'Industries',
    products: 'Products',
    timeline: 'Timeline',
    services: 'Services',
    contact: 'Contact Us',
    admin: 'Admin Portal',
    newEntity: 'New Client',
    newAddress: 'New Address',
    tenants: 'Tenants',
  },
  header: {
    homeLink: '{{company}} home page',
    mainNav: 'Main',
    menu: 'Open the menu',
    closeMenu: 'Close the menu',
    login: 'Login',
    switchTo: 'Français',
    switchToLabel: 'Lire en français',
    skipToContent: 'Skip to content',
  },
  banner: {
    text: 'New investment opportunity in Westmount: 426 Sunset Avenue.',
    link: 'Check it out',
  },
  footer: {
    tagline:
      'Commercial real-estate asset management for owners and investors across Canada and the United States.',
    contact: 'Contact us',
    follow: 'Follow us',
    email: 'Email us at {{email}}',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    newTab: '(opens in a new tab)',
  },
  notFound: {
    title: 'Page Not Found!',
    before: 'This page could not be found -- maybe check out our ',
    link: 'home',
    after: ' page?',
  },
  failure: {
    title: 'This page could not be shown',
    notFound: 'There is no page at this address.',
    network: 'The server could not be reached. Check your connection, then reload the page.',
    server: 'The server ran into a problem. Reloading the page usually helps.',
    unexpected: 'Something went wrong while showing this page. Reloading it usually helps.',
    reload: 'Reload',
    backToSearch: 'Back to search',
    backHome: 'Back to the home page',
  },
  scrollTop: 'Back to top',
  meta: {
    showcaseTitle: '426 Sunset Avenue, Westmount | Investment opportunity',
    showcaseDescription:
      'A renovated 1920s greystone in upper Westmount, Montréal, offered to qualified buyers and investors by {{company}} under a non-disclosure agreement.',
    showcaseGenericTitle: 'Investment opportunity | {{company}}',
    showcaseGenericDescription:
      'A property offered to qualified buyers and investors by {{company}} under a non-disclosure agreement.',
    homeTitle: '{{company}} | Commercial real-estate asset management',
    homeDescription:
      'We manage commercial real estate for owners and investors: live performance updates, 24/7 access to an appointed representative and a plan for every exit.',
    notFoundTitle: 'Page not found | {{company}}',
  },
} as const;

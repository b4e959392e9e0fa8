// The home page's copy. Rows and events are numbered keys (r1…r5, e1…e4) rather than arrays, so
// every string stays a typed key and French is checked key by key.
export const home = {
  hero: {
    title: 'Commercial real estate, managed with clarity',
    subtitle:
      'We run your buildings and report every result as it happens, so owners and investors can decide with confidence.',
    about: 'About',
    contact: 'Contact',
    scrollDown: 'Scroll down to About Us',
  },
  about: {
    title: 'About Us',
    r1: {
      title: 'An asset manager that answers to you',
      text: 'Sterling Crest manages retail and industrial properties for private owners, family offices and investment groups. From Montréal, our team oversees leasing, operations, budgets and capital projects, and treats every building as if it were our own.',
      imageAlt: 'Asset managers reviewing a building’s performance dashboard together',
    },
    r2: {
      title: 'Data you can act on, people you can reach',
      text: 'Our clients see rent collection, occupancy and expenses in real time, and each one has an appointed representative who can be reached 24/7. When plans change, whether to refinance, reposition or sell, we build the exit strategy with you.',
      imageAlt: 'A representative on a call in front of a city skyline',
    },
  },
  owners: {
    title: 'For Owners',
    intro: 'Keep the upside of ownership without the day-to-day workload.',
    imageAlt: 'A commercial building with its owner’s keys and lease documents',
    r1: {
      title: 'Live performance updates',
      text: 'Follow rent collection, occupancy and operating costs for each building as they happen, not at quarter-end.',
    },
    r2: {
      title: 'Your representative, 24/7',
      text: 'An appointed representative who knows your properties answers your calls day and night.',
    },
    r3: {
      title: 'Leasing and tenant relations',
      text: 'We market vacancies, negotiate leases and look after tenants so that they renew.',
    },
    r4: {
      title: 'Operations and capital planning',
      text: 'Maintenance, budgets and capital projects planned years ahead and tendered competitively.',
    },
    r5: {
      title: 'Exit strategies',
      text: 'When it is time to refinance, reposition or sell, we plan the exit with you and choose the right moment.',
    },
  },
  investors: {
    title: 'For Investors',
    intro: 'Invest in income-producing commercial real estate with full visibility.',
    imageAlt: 'Charts showing the growth of a real-estate portfolio',
    r1: {
      title: 'Live performance updates',
      text: 'Returns, distributions and valuations for each holding, updated as they happen.',
    },
    r2: {
      title: '24/7 access to your representative',
      text: 'Questions about a property or a distribution are answered by a representative appointed to you.',
    },
    r3: {
      title: 'Carefully selected opportunities',
      text: 'Every acquisition is inspected, underwritten and stress-tested before it is offered to you.',
    },
    r4: {
      title: 'Transparent reporting',
      text: 'Audited statements, tax slips and every fee disclosed in plain language.',
    },
    r5: {
      title: 'Help with exit strategies',
      text: 'Sell your interest, roll it into a new property or hold for income: we plan each exit with you.',
    },
  },
  industries: {
    title: 'Industries',
    retail: {
      title: 'Retail',
      text: 'Neighbourhood shopping centres, street-front retail and mixed-use podiums. We balance the tenant mix, manage common areas and keep both foot traffic and rents growing.',
      imageAlt: 'A shopping cart in front of a row of storefronts',
    },
    industrial: {
      title: 'Industrial',
      text: 'Warehouses, distribution centres and light manufacturing buildings. We keep loading docks, roofs and building systems in shape and leases aligned with the market.',
      imageAlt: 'A factory and warehouse with loading docks',
    },
  },
  products: {
    title: 'Products',
    intro: 'Three new services for our clients are in development.',
    comingSoon: 'Coming soon',
    rentals: {
      title: 'Rental listing system',
      subtitle: 'Browse the available spaces in our buildings and apply to lease online.',
      imageAlt: 'A floor plan with available units highlighted',
    },
    shares: {
      title: 'Buying and selling shares',
      subtitle: 'Buy and sell shares in the properties we manage, with performance data at hand.',
      imageAlt: 'Share certificates beside a rising chart',
    },
    management: {
      title: 'Property management',
      subtitle: 'Tenants, work orders and budgets for your buildings in one place.',
      imageAlt: 'A property manager’s dashboard on a tablet',
    },
  },
  timeline: {
    title: 'Timeline',
    e1: {
      date: '2012',
      title: 'Founded in Montréal',
      text: 'Sterling Crest opens its doors with a simple promise: owners should always know how their buildings are performing.',
    },
    e2: {
      date: '2015',
      title: 'First portfolio under management',
      text: 'A private owner entrusts us with twelve retail and industrial properties on the island of Montréal.',
    },
    e3: {
      date: '2019',
      title: 'Expansion across Québec and Ontario',
      text: 'New mandates in Québec City, Gatineau and Ottawa, then in the Greater Toronto Area.',
    },
    e4: {
      date: '2024',
      title: 'Launch of the investor portal',
      text: 'Owners and investors follow their properties’ performance live, from any device.',
    },
  },
  services: {
    title: 'Services',
    p1: 'Our full list of services is coming soon. It will describe each part of our mandates: leasing, property operations, financial reporting, capital projects and transaction support.',
    p2: 'In the meantime, our team will gladly tell you how we can help with your property or portfolio. Write to us using the form below.',
  },
  contact: {
    title: 'Contact Us',
    intro:
      'Tell us about your property or your investment goals. A member of our team will get back to you within one business day.',
    channels: 'Other ways to reach us',
    email: 'Email',
    social: 'Social media',
    website: 'Website',
    form: {
      title: 'Send us a message',
      sender: 'Name',
      email: 'Email',
      subject: 'Subject',
      body: 'Message',
      phone: 'Phone',
      role: 'I am',
      // "I am": unset until the visitor chooses (optional).
      roleNone: 'Choose…',
      roles: { owner: 'Owner', investor: 'Investor', tenant: 'Tenant', broker: 'Broker', other: 'Other' },
      honeypot: 'Website',
      send: 'Send',
      sending: 'Sending…',
    },
  },
} as const;

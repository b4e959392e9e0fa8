// Every word of the placeholder page, in one object: the i18n issue moves it into the English
// messages (and derives the French type from it) without touching the components.
export const messages = {
  companyName: 'Company name',
  tagline: 'Commercial real-estate asset management',
  comingSoon: 'Our new website is coming soon.',
  apiHeading: 'For developers',
  apiNote: 'The CRM API is described in OpenAPI form:',
  apiLink: 'API documentation',
} as const;

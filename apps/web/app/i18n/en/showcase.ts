// The showcase page's own words. The property's texts (section titles and bodies, image
// descriptions) come from its record in both languages, so another property needs no change here.
export const showcase = {
  page: {
    eyebrow: 'Investment opportunity',
    loading: 'Loading the property…',
  },
  bar: {
    label: 'Property',
    sections: 'Sections',
    email: 'Email {{email}}',
    phone: 'Call {{phone}}',
  },
  nda: {
    title: 'Non-disclosure agreement',
    intro:
      'Before you view this property, please read and accept this agreement. It protects the owner and the information {{company}} is about to share with you.',
    textLabel: 'Text of the agreement',
    terms: {
      confidential: {
        title: 'Confidential information.',
        body: 'Everything shown on this page or sent to you afterwards (photographs, plans, financial data, comparable sales, the renovation file) is confidential and is provided by {{company}} on behalf of the owner.',
      },
      purpose: {
        title: 'Purpose.',
        body: 'You will use this information only to evaluate a possible purchase of, or investment in, the property.',
      },
      disclosure: {
        title: 'No disclosure.',
        body: 'You will not copy, publish or share it, except with your own professional advisers (lawyer, accountant, lender) who need it for that evaluation and are bound by the same obligations.',
      },
      contact: {
        title: 'No direct contact.',
        body: 'You will not contact the owner, the occupants or the neighbours, nor visit the property, without an appointment arranged by {{company}}.',
      },
      record: {
        title: 'Record of acceptance.',
        body: '{{company}} records your acceptance (the details below, the date and time, your IP address and your browser) and may contact you about this property. These obligations apply whether or not a transaction takes place.',
      },
    },
    version: 'Agreement version {{version}}',
  },
  form: {
    type: 'Type',
    typePlaceholder: 'Select a type…',
    name: 'Name',
    company: 'Company (optional)',
    email: 'Email',
    emailType: 'Email type',
    number: 'Phone number',
    numberType: 'Number type',
    contactHint: 'Give an email, a phone number or both.',
    agree: 'I agree to the terms of the non-disclosure agreement',
    honeypot: 'Leave this field empty',
    submit: 'Accept and view the property',
    sending: 'Sending…',
    failed: 'We could not record your acceptance. Check your connection and try again.',
    types: {
      Agent: 'Agent',
      Buyer: 'Buyer',
      Corporation: 'Corporation',
      Investor: 'Investor',
      'Property Manager': 'Property Manager',
      Other: 'Other',
    },
    emailTypes: { Personal: 'Personal', Work: 'Work', Other: 'Other' },
    numberTypes: { Mobile: 'Mobile', Home: 'Home', Office: 'Office', Other: 'Other' },
  },
} as const;

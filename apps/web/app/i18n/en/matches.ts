// Matching both ways (issue 26, ADR 0040): who wants a building or its spaces, and what fits a
// contact's requirements, each match with its reasons in words.
export const matches = {
  who: {
    title: 'Who wants this',
    loading: 'Looking for the requirements that fit…',
    empty:
      'No contact’s requirement fits this building or its spaces. A building is matched while it is for sale, a space while it is available or vacant.',
    emptySpace:
      'No contact’s requirement fits this space. A space is matched while it is available or vacant, or for sale.',
    tableLabel: 'The requirements that fit, with their contacts',
    col: { contact: 'Contact', requirement: 'Requirement', property: 'Property', why: 'Why it fits' },
    thisBuilding: 'This building',
    thisSpace: 'This space',
    space: 'Space {{unit}}',
    more: 'More',
  },
  fits: {
    title: 'What fits',
    loading: 'Looking for what fits…',
    noRequirements: 'No requirements yet: what fits them shows here once this contact has one.',
    none: 'Nothing on offer fits this requirement yet.',
    fitsOf: 'What fits: {{requirement}}',
    manyFits: 'More fit than shown here.',
    moreFits: 'Show more that fit',
    more: 'More requirements',
  },
  failed: 'The matches could not be loaded.',
  retry: 'Try again',
  offer: { lease: 'for lease', sale: 'for sale' },
  /** One reason a match fits, a criterion the requirement states. */
  why: {
    size: '{{area}} sq ft within {{min}}–{{max}}',
    sizeFrom: '{{area}} sq ft, {{min}} or more',
    sizeTo: '{{area}} sq ft, up to {{max}}',
    sizeOnly: '{{area}} sq ft',
    city: 'in {{city}}',
    rent: 'asking {{asked}}/sq ft/yr within the {{ceiling}} ceiling',
    rentOnly: 'asking {{asked}}/sq ft/yr',
    price: 'asking {{asked}} within {{ceiling}}',
    priceOnly: 'asking {{asked}}',
    /** A requirement stating no criterion fits every offer of its deal. */
    any: 'any property fits this requirement',
  },
};

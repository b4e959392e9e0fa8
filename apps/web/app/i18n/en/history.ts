// Each record page's History section (issue 14): who did what, when, newest first.
export const history = {
  title: 'History',
  empty: 'No changes recorded yet.',
  more: 'Show older changes',
  loading: 'Loading the history…',
  err: { load: 'Could not load the history. Try again.', retry: 'Try again' },
  actor: {
    staff: 'a staff member',
    apiKey: 'API key {{name}}',
    import: 'import {{id}}',
    contactForm: 'the website contact form',
    showcaseForm: 'the website showcase form',
  },
  /** "<when> · <who>" above each entry. */
  byline: '{{when}} · {{who}}',
  action: {
    created: 'Created',
    imported: 'Imported',
    changed: 'Changed',
    merge_one: 'Merged {{count}} record into this one',
    merge_other: 'Merged {{count}} records into this one',
    merged: 'Merged into',
    mergedGone: 'Merged into another contact',
    linked: 'Linked to',
    retagged: 'Link changed with',
    unlinked: 'Unlinked from',
    deleted: 'Deleted',
  },
  /** One changed field: "Job title: Analyst → Countess". */
  change: '{{field}}: {{old}} → {{new}}',
  empty_value: '(empty)',
  gone: 'a record since removed',
};

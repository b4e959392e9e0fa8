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
    mergedGone: { entity: 'Merged into another contact', address: 'Merged into another address' },
    linked: 'Linked to',
    retagged: 'Link changed with',
    unlinked: 'Unlinked from',
    deleted: 'Deleted',
  },
  /** One changed field: "Job title: Analyst → Countess". */
  change: '{{field}}: {{old}} → {{new}}',
  /** One value a merged record held: "Job title: Broker". */
  value: '{{field}}: {{value}}',
  /** The timestamps no form shows. */
  fields: {
    created_at: 'Created on',
    updated_at: 'Last changed on',
    /** A building's yearly figures, audited as one field a year. */
    figures: 'Figures of {{year}}',
  },
  /** The values of the records merged into this one, shown on demand under the merge. */
  mergedValues: {
    show_one: 'Show the merged record’s values',
    show_other: 'Show the merged records’ values',
    hide_one: 'Hide the merged record’s values',
    hide_other: 'Hide the merged records’ values',
    record: '{{name}}, as it was when merged',
    loading: 'Loading the merged record…',
    failed: 'Could not load the merged record’s values. Try again.',
    none: 'No values were kept for this record.',
  },
  empty_value: '(empty)',
  gone: 'a record since removed',
};

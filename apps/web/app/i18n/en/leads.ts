// A lead's level on each listing's deal room (issue 28), set from the inbox item, the contact's page
// and the deal's page: which documents they may open (agreement or approved).
export const leads = {
  title: 'Deal rooms',
  dealTitle: 'Deal rooms of this deal’s listings',
  loading: 'Loading the deal rooms…',
  failed: 'The deal rooms could not be loaded.',
  retry: 'Try again',
  empty: 'Not a lead of any listing.',
  listOf: 'The listings {{name}} is a lead of',
  level: { agreement: 'Agreement signed', approved: 'Approved' },
  levelOf: 'Level of {{name}} on {{listing}}',
  status: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  accepted: 'Accepted the agreement on {{date}}',
  notAccepted: 'Given by staff, without accepting the agreement',
  changed: 'Level set on {{date}}',
  thisRequest: 'This request’s listing',
  saving: 'Saving…',
  emailed: 'Emailed to the lead',
  notEmailed:
    'Not emailed: the lead has no email that may be contacted, or the mail failed. Tell them yourself.',
  lowered: 'Level lowered: the lead was not told.',
  linkFirst: 'Link this request to a contact to set their level on the listing.',
};

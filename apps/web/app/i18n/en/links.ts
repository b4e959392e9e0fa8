// The linked records of the detail pages and the add/… picker (spec §2-§4). Tags of addresses,
// emails and numbers use the crm namespace's labels; relationships read from this contact's side.
export const links = {
  meta: { title: 'Link a record' },
  lists: {
    entity: 'Linked contacts',
    address: 'Linked addresses',
    email: 'Linked emails',
    number: 'Linked numbers',
  },
  empty: {
    entity: 'No linked contacts.',
    address: 'No linked addresses.',
    email: 'No linked emails.',
    number: 'No linked numbers.',
  },
  add: {
    entity: 'Link a contact',
    address: 'Link an address',
    email: 'Link an email',
    number: 'Link a phone number',
  },
  tag: { relationship: 'Relationship', role: 'Role', type: 'Type' },
  /** "<this contact> is … <the other>". */
  relationship: {
    EMPLOYER_EMPLOYEE: { out: 'Employer of', in: 'Employee of' },
    OWNER: { out: 'Owner of', in: 'Owned by' },
    'CO-OWNER': { both: 'Co-owner with' },
    SPOUSE: { both: 'Spouse of' },
  },
  row: {
    edit: 'Change the {{tag}} of the link to {{name}}',
    remove: 'Remove the link to {{name}}',
    tagOf: '{{tag}} for {{name}}',
  },
  remove: {
    title: 'Remove this link?',
    body: '{{name}} will no longer be linked to {{owner}}. Neither record is deleted.',
    confirm: 'Remove link',
  },
  picker: {
    title: {
      entity: 'Link a contact to {{owner}}',
      address: 'Link an address to {{owner}}',
      email: 'Link an email to {{owner}}',
      number: 'Link a phone number to {{owner}}',
    },
    field: {
      entity: 'Contact name',
      address: 'Address',
      email: 'Email address',
      number: 'Phone number',
    },
    hint: {
      entity: 'Type to search contacts, or to name a new one.',
      address: 'Type to search addresses. A new address is created from the New Address page.',
      email: 'Type to search emails, or enter a new one.',
      number: 'Type to search phone numbers, or enter a new one.',
    },
    choices: 'Record to link',
    searching: 'Searching…',
    noResults: 'No Results Found',
    typeToSearch: 'Type above to see matching records.',
    alreadyLinked: 'already linked',
    createNew: {
      entity: 'New contact: {{value}}',
      email: 'New email: {{value}}',
      number: 'New number: {{value}}',
    },
    exists: {
      email: 'This email already exists. Link the existing one instead of creating a duplicate.',
      number: 'This phone number already exists. Link the existing one instead of creating a duplicate.',
    },
    useExisting: 'Link the existing one',
    chooseRecord: 'Choose a record from the list, or the new one.',
    chooseTag: {
      relationship: 'Choose a relationship',
      role: 'Choose a role',
      type: 'Choose a type',
    },
    placeholder: 'Choose…',
    sentence: '{{owner}}: {{relation}} {{other}}',
    save: 'Link',
  },
  done: {
    linked: 'Link saved',
    updated: 'Link updated',
    removed: 'Link removed',
  },
  err: {
    save: 'The link could not be saved. Nothing was lost; try again.',
    update: 'The link could not be changed; it is as it was. Try again.',
    remove: 'The link could not be removed. Try again.',
    search: 'The search could not be run. Try again.',
    network: 'The server could not be reached. Try again.',
    stale: 'Someone else changed this record meanwhile. It is shown as it is now; try again.',
  },
};

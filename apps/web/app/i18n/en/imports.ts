// The portal's import page (issue 13).
export const imports = {
  meta: { title: 'Import' },
  title: 'Import a spreadsheet',
  intro:
    'Contacts (with their emails, phone numbers and an address) or addresses, from a CSV or Excel (XLSX) file. Nothing is saved until you run the import.',
  kind: { label: 'The file holds', contacts: 'Contacts', addresses: 'Addresses' },
  policy: {
    label: 'When a record already exists',
    skip: 'Skip the row',
    fill: 'Fill only empty fields',
    overwrite: 'Overwrite',
  },
  file: {
    choose: 'Choose a file',
    drop: 'or drop a CSV or XLSX file here',
    chosen: 'File: {{name}}',
  },
  mapping: {
    title: 'Columns',
    column: 'Column',
    field: 'Field',
    fieldOf: 'Field of {{header}}',
    ignore: 'Ignore this column',
  },
  preview: {
    title: 'Preview',
    checking: 'Checking the file',
    row: 'Row',
    action: 'Action',
    values: 'Values',
    errors: 'Errors',
    totals: 'The import would create {{create}}, update {{update}}, skip {{skip}} and fail {{fail}} rows.',
  },
  actions: { create: 'Create', update: 'Update', skip: 'Skip', fail: 'Fail' },
  run: 'Run the import',
  progress: {
    title: 'Import progress',
    rows: '{{done}} of {{total}} rows',
    pace: '{{rate}} rows per second · {{left}} s left',
    cancel: 'Cancel the import',
  },
  status: {
    queued: 'Waiting to start',
    running: 'Importing…',
    done: 'Import finished',
    failed: 'Import failed',
    canceled: 'Import canceled',
    interrupted: 'Import interrupted',
  },
  result: {
    counts: 'Created {{created}}, updated {{updated}}, skipped {{skipped}}, failed {{failed}}.',
    failedRows: 'Download the failed rows',
    again: 'Import another file',
    resume: 'Resume the import',
  },
} as const;

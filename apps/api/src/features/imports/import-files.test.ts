// What an import accepts and refuses as a file: encodings, delimiters, XLSX, addresses alone, an
// explicit mapping, and every bad input as a 4xx naming what is wrong (never a 500).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, postImport, runImport } from '../../test/imports.js';

const dry = (kind = 'contacts') => ({ kind, dry_run: 'true' });

describe.each(DIALECTS)('import files (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { importMaxBytes: 16_384 });
  });
  afterAll(() => t.close());

  it('reads Windows-1252 bytes that are not UTF-8', async () => {
    const res = await postImport(
      t,
      Buffer.from('Nom,Société\nRené Lévesque,Hydro-Québec\n', 'latin1'),
      dry(),
    );
    expect(res.status).toBe(200);
    expect(res.body.preview[0].entity).toEqual({ name: 'René Lévesque', company_name: 'Hydro-Québec' });
  });

  it('detects tab-separated files and matches English variants of headers', async () => {
    const file = csv(
      'Full name\tE-mail address\tTel\tCompany\tInvestor\nAnn Smith\tann@x.com\t514-555-0199\tAcme\tyes\n',
    );
    const res = await postImport(t, file, dry());
    expect(res.body.columns.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'email',
      'phone_number',
      'company_name',
      'investor',
    ]);
    expect(res.body.preview[0]).toMatchObject({
      action: 'create',
      entity: { name: 'Ann Smith', company_name: 'Acme', investor: true },
      numbers: [{ phone_number: '+15145550199' }],
    });
  });

  it('numbered email columns add emails; a country without a street is no address', async () => {
    const res = await postImport(t, csv('Nom,Email,Email 2,Pays\nAnn Smith,a@x.com,B@X.com,CA\n'), dry());
    expect(res.body.columns.map((c: { field: string }) => c.field)).toEqual([
      'name',
      'email',
      'email',
      'country',
    ]);
    expect(res.body.preview[0]).toMatchObject({
      action: 'create',
      address: null,
      emails: [
        { email: 'a@x.com', type: 'OTHER' },
        { email: 'b@x.com', type: 'OTHER' },
      ],
    });
    // Spelled out, a country alone is no address either, and no refused cell: every contact of an
    // export whose only address column is its country would share one address "Canada".
    const named = await postImport(t, csv('Nom,Pays\nAnn Smith,Canada\nBob Stone,Canada\n'), dry());
    expect(named.body.preview.map((p: { address: unknown }) => p.address)).toEqual([null, null]);
    expect(named.body.preview.map((p: { addresses: unknown[] }) => p.addresses)).toEqual([[], []]);
    expect(named.body.refused_total).toBe(0);
  });

  it('a refused cell is listed only for a contact the import writes, not for a skipped row', async () => {
    const file = csv('Nom,Courriel\nSkip Twice,not-an-email\n');
    const first = await runImport(t, file, { kind: 'contacts', policy: 'skip' });
    expect(first).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const again = await postImport(t, file, { ...dry(), policy: 'skip' });
    expect(again.body.totals).toMatchObject({ skip: 1, create: 0 });
    expect(again.body.refused_total).toBe(0);
    expect(again.body.refused).toEqual([]);
    const second = await runImport(t, file, { kind: 'contacts', policy: 'skip' });
    expect(second).toMatchObject({ status: 'done', skipped: 1 });
    const errors = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/imports/${id}/errors`, headers: { 'api-key': API_KEY } });
    expect((await errors(first.id)).body).toContain('Imported without these cells');
    expect((await errors(second.id)).body).not.toContain('not-an-email');
  });

  it('an explicit mapping overrides the headers, null ignores a column', async () => {
    const file = csv('Who,Where,Name\nBob Stone,bob@x.com,ignored\n');
    const mapping = JSON.stringify({ Who: 'name', Where: 'email', Name: null });
    const res = await postImport(t, file, { ...dry(), mapping });
    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual([
      { header: 'Who', field: 'name' },
      { header: 'Where', field: 'email' },
      { header: 'Name', field: null, left_behind: 1 },
    ]);
    expect(res.body.preview[0].entity).toEqual({ name: 'Bob Stone' });
    const bad = await postImport(t, file, { ...dry(), mapping: JSON.stringify({ Who: 'n_linked_emails' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ 'mapping.Who': 'import.val.field' });
  });

  it('reads the first sheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['Nom', 'Courriel', 'Employés']);
    sheet.addRow(['Chloé Martin', 'chloe@martin.ca', 12]);
    workbook.addWorksheet('Other').addRow(['Ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await runImport(t, bytes, { kind: 'contacts' });
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 0 });
    const row = await t.database.db
      .selectFrom('entities')
      .select(['n_employees', 'n_linked_emails'])
      .where('name', '=', 'Chloé Martin')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ n_employees: 12, n_linked_emails: 1 });
  });

  it('imports addresses alone, duplicates found by the address key', async () => {
    const file = csv(
      'Adresse,Unité,Ville,Province,Pays\n' +
        '10 Main Street,4,Toronto,ON,CA\n' +
        '10 MAIN ST.,4,Toronto,ON,CA\n' +
        '10 Main Street,5,Toronto,ON,CA\n' +
        'Rue,,,,France\n',
    );
    const job = await runImport(t, file, { kind: 'addresses' });
    expect(job).toMatchObject({ status: 'done', total: 4, created: 2, skipped: 1, failed: 1 });
  });

  it('refuses a file over IMPORT_MAX_BYTES with 413', async () => {
    const res = await postImport(t, csv(`Nom\n${'x'.repeat(20_000)}\n`), dry());
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', key: 'import.err.tooLarge' });
  });

  it('refuses a file that is neither CSV nor XLSX with 415', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const res = await postImport(t, png, dry());
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: 'unsupported_media_type', key: 'import.err.fileType' });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect((await postImport(t, zip, dry())).status).toBe(415);
  });

  it('an unbalanced quote is a 400 naming its line', async () => {
    const res = await postImport(
      t,
      csv('Nom,Notes\nAnn Smith,ok\n"Bob Stone,never closed\nCarl Young,x\n'),
      dry(),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'bad_request',
      key: 'import.err.unclosedQuote',
      field_keys: { 'line.3': 'import.err.unclosedQuote' },
    });
  });

  it('a file without a recognisable header is a 400 naming the columns found', async () => {
    const res = await postImport(t, csv('foo;bar;baz\n1;2;3\n'), dry());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'bad_request',
      key: 'import.err.noHeader',
      field_keys: { foo: 'import.val.column', bar: 'import.val.column', baz: 'import.val.column' },
    });
  });

  it('refuses bad form fields, a missing file and a JSON body', async () => {
    const bad = await postImport(t, csv('Nom\nAnn Smith\n'), { kind: 'people', policy: 'merge' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ kind: 'import.val.kind', policy: 'import.val.policy' });
    const noFile = await postImport(t, undefined, { kind: 'contacts' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.key).toBe('import.err.noFile');
    const json = await t.call('POST', '/api/v1/imports', { kind: 'contacts' });
    expect(json.status).toBe(415);
  });

  it('multipart is accepted on /imports only', async () => {
    const res = await postImport(t, csv('Nom\nAnn Smith\n'), { name: 'Ann Smith' }, '/api/v1/entities');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('an unknown job is a 404', async () => {
    const id = '0190a000-0000-7000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/v1/imports/${id}`],
      ['GET', `/api/v1/imports/${id}/errors`],
      ['DELETE', `/api/v1/imports/${id}`],
      ['POST', `/api/v1/imports/${id}/resume`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'api-key': API_KEY } });
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body).error.key).toBe('lookup.import');
    }
  });
});

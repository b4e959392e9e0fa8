// Issue 25: a contacts file's `representative` column (a staff member's email, as the export writes
// it, or user id) sets the contact's representative; an unknown, plain or disabled user is a refused
// cell and the row is imported without it; a raw `representative_id` column never writes an
// unchecked id. On both databases, through the dry run, the job's fast path and its one-row path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, postImport, runImport } from '../../test/imports.js';
import { loadContactIndex } from './contact-index.js';
import { prepareImport } from './prepare-import.js';
import { runImportBatch } from './run-import-batch.js';
import { startImport } from './start-import.js';

describe.each(DIALECTS)('import of representatives (%s)', (dialect) => {
  let t: TestApp;
  let rep: string;
  let admin: string;
  let plain: string;
  let disabled: string;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
    rep = (await userWithRole(t, 'rep.one@example.com', 'staff')).id;
    admin = (await userWithRole(t, 'boss@example.com', 'admin')).id;
    plain = (await userWithRole(t, 'plain.user@example.com', 'user')).id;
    disabled = (await userWithRole(t, 'gone.rep@example.com', 'staff')).id;
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'postgres' ? true : 1 })
      .where('id', '=', disabled)
      .execute();
  });
  afterEach(() => t.close());

  const representativeOf = async (name: string) => {
    const row = await t.database.db
      .selectFrom('entities')
      .select('representative_id')
      .where('name', '=', name)
      .executeTakeFirst();
    expect(row, name).toBeDefined();
    return row!.representative_id;
  };

  const FILE = () =>
    csv(
      [
        'Name,Company,Représentant',
        'Rita Staffed,Acme,REP.ONE@Example.com',
        `Ivan ById,Acme,${admin}`,
        'Una Unknown,Acme,nobody@example.com',
        'Pat Plain,Acme,plain.user@example.com',
        'Dan Disabled,Acme,gone.rep@example.com',
        'Nora None,Acme,',
      ].join('\n'),
    );

  it('the dry run maps the column, resolves staff emails and ids and refuses the others', async () => {
    const res = await postImport(t, FILE(), { kind: 'contacts', dry_run: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual([
      { header: 'Name', field: 'name' },
      { header: 'Company', field: 'company_name' },
      { header: 'Représentant', field: 'representative' },
    ]);
    expect(res.body.totals).toEqual({ create: 6, update: 0, skip: 0, fail: 0 });
    expect(
      res.body.preview.map((p: { entity: { representative_id?: string } }) => p.entity.representative_id),
    ).toEqual([rep, admin, undefined, undefined, undefined, undefined]);
    const reason = 'No staff member has this email or id';
    expect(res.body.refused).toEqual(
      [
        [4, 'nobody@example.com'],
        [5, 'plain.user@example.com'],
        [6, 'gone.rep@example.com'],
      ].map(([row, value]) => ({
        row,
        column: 'Représentant',
        value,
        reason,
        key: 'import.val.representative',
      })),
    );
  });

  it('the job sets the representatives it can and lists the refused cells, keeping the rows', async () => {
    const job = await runImport(t, FILE(), { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 6, failed: 0 });
    expect(await representativeOf('Rita Staffed')).toBe(rep);
    expect(await representativeOf('Ivan ById')).toBe(admin);
    for (const name of ['Una Unknown', 'Pat Plain', 'Dan Disabled', 'Nora None'])
      expect(await representativeOf(name)).toBeNull();
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    expect(errors.body).toContain(
      'Imported without these cells: Représentant ""nobody@example.com"": No staff member has this email or id',
    );
    expect(errors.body.match(/No staff member has this email or id/g)).toHaveLength(3);
  });

  it('overwrite sets the representative of a stored contact (the one-row path)', async () => {
    await runImport(t, csv('Name,Company\nOlga Stored,Acme\n'), { kind: 'contacts', policy: 'skip' });
    expect(await representativeOf('Olga Stored')).toBeNull();
    const job = await runImport(
      t,
      csv('Name,Company,Representative\nOlga Stored,Acme,rep.one@example.com\n'),
      {
        kind: 'contacts',
        policy: 'overwrite',
      },
    );
    expect(job).toMatchObject({ status: 'done', updated: 1, failed: 0 });
    expect(await representativeOf('Olga Stored')).toBe(rep);
  });

  it('a raw representative_id column is read as a representative: garbage is refused, never written', async () => {
    const file = csv(
      `Name,representative_id\nGary Garbage,not-a-user\nPaula Plain,${plain}\nSam Staff,${rep}\n`,
    );
    const dry = await postImport(t, file, { kind: 'contacts', dry_run: 'true' });
    expect(dry.body.columns[1]).toEqual({ header: 'representative_id', field: 'representative' });
    const job = await runImport(t, file, { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 3, failed: 0 });
    expect(await representativeOf('Gary Garbage')).toBeNull();
    expect(await representativeOf('Paula Plain')).toBeNull();
    expect(await representativeOf('Sam Staff')).toBe(rep);
    // `representative_id` is no import field: a mapping to it is refused before anything is read.
    const mapped = await postImport(t, csv('Name,Rep\nMia Mapped,not-a-user\n'), {
      kind: 'contacts',
      dry_run: 'true',
      mapping: JSON.stringify({ Rep: 'representative_id' }),
    });
    expect(mapped.status).toBe(400);
    expect(mapped.body.error.fields).toEqual({ 'mapping.Rep': 'Not a field of this kind of import' });
  });

  it('a representative no longer staff when the batch is written fails the row, not the batch', async () => {
    const file = csv('Name,Representative\nAnn Early,rep.one@example.com\nBen Early,boss@example.com\n');
    const options = { kind: 'contacts', policy: 'skip', mapping: undefined } as const;
    const id = await startImport(t.database, file, options, 'api-key:tests');
    await t.database.db.updateTable('import_jobs').set({ status: 'running' }).where('id', '=', id).execute();
    const { rows, columns } = await prepareImport(file, 'contacts', undefined);
    // The staff as read when the import started: rep.one was staff then, is a plain user now.
    const staff = new Map([
      ['rep.one@example.com', rep],
      ['boss@example.com', admin],
    ]);
    await t.database.db.updateTable('user').set({ role: 'user' }).where('id', '=', rep).execute();
    const context = {
      id,
      ...options,
      columns,
      contacts: await loadContactIndex(t.database),
      staff,
      actor: `import:${id}`,
      errorRoom: 100,
    };
    expect(await runImportBatch(t.database, context, rows, 0, 10)).toBe(true);
    const job = (await t.call('GET', `/api/v1/imports/${id}`)).body;
    expect(job).toMatchObject({ created: 1, failed: 1 });
    expect(await representativeOf('Ben Early')).toBe(admin);
    const failed = await t.database.db.selectFrom('import_errors').select(['row', 'reason']).execute();
    expect(failed).toEqual([
      { row: 2, reason: 'representative_id: The representative must be a staff member' },
    ]);
  });
});

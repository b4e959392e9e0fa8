// A client written as an integrator would write one, against the types openapi-typescript generates
// from the API's OpenAPI document into ./generated (gitignored). The generated-client test
// (apps/api/src/plugins/openapi-client.test.ts) writes those types, runs tsc on this project — a type
// error here fails it — then runs this journey against a listening server: so a document that
// drifts from what the API takes and answers breaks a real client's build or run.
import createClient from 'openapi-fetch';
import type { paths } from './generated/api.js';

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The answer's body, or an error naming the step and what the server said. */
function body<T>(step: string, answer: Answer<T>): T {
  if (answer.data === undefined)
    throw new Error(`${step}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** The import form's fields as multipart/form-data, the file (its text here) as a CSV upload. */
function formData(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === 'file') form.append(name, new Blob([value], { type: 'text/csv' }), 'contacts.csv');
    else form.append(name, value);
  }
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function journey(baseUrl: string, apiKey: string) {
  const api = createClient<paths>({ baseUrl, headers: { 'api-key': apiKey } });

  const contact = body(
    'create a contact',
    await api.POST('/api/v1/entities', { body: { name: 'Ada Lovelace', company_name: 'Analytical Realty' } }),
  );
  const email = body(
    'create an email',
    await api.POST('/api/v1/emails', { body: { email: 'ada@analytical.ca' } }),
  );
  body(
    'link the email',
    await api.POST('/api/v1/entities_emails', {
      body: { entity_id: contact.uuid, email: email.email, type: 'WORK' },
    }),
  );
  const found = body(
    'search',
    await api.GET('/api/v1/entities/query', { params: { query: { name: 'lovelace' } } }),
  );
  const complete = body(
    'read complete',
    await api.GET('/api/v1/entities/{id}/complete', { params: { path: { id: contact.uuid } } }),
  );
  // A refusal is typed too: the one ErrorBody shape, its key from the message catalogue.
  const missing = await api.GET('/api/v1/entities/{id}/complete', {
    params: { path: { id: '01890000-0000-7000-8000-000000000000' } },
  });
  const notFound = { status: missing.response.status, key: missing.error?.error.key };
  const updated = body(
    'update',
    await api.PUT('/api/v1/entities/{id}', {
      params: { path: { id: contact.uuid } },
      body: { job_title: 'Principal' },
    }),
  );
  const exported = body(
    'export',
    await api.GET('/api/v1/entities/export', {
      params: { query: { format: 'csv', name: 'lovelace' } },
      parseAs: 'text',
    }),
  );

  const file =
    'name,email,job_title\nGrace Hopper,grace@compiler.ca,Broker\nAlan Turing,alan@bletchley.ca,Analyst\n';
  const upload = (dry_run: 'true' | 'false') =>
    api.POST('/api/v1/imports', {
      body: { kind: 'contacts', policy: 'skip', dry_run, file },
      bodySerializer: formData,
    });
  const dryRun = body('import dry run', await upload('true'));
  if (!('totals' in dryRun)) throw new Error('the dry run answered a job');
  const started = body('import', await upload('false'));
  if (!('id' in started)) throw new Error('the import answered a dry run');
  let job = body(
    'read the job',
    await api.GET('/api/v1/imports/{id}', { params: { path: { id: started.id } } }),
  );
  for (let i = 0; i < 200 && (job.status === 'queued' || job.status === 'running'); i++) {
    await sleep(100);
    job = body(
      'poll the job',
      await api.GET('/api/v1/imports/{id}', { params: { path: { id: started.id } } }),
    );
  }
  const imported = body(
    'search the imported contacts',
    await api.GET('/api/v1/entities/query', { params: { query: { name: 'hopper' } } }),
  );

  return {
    contact,
    found: found.data.map((e) => e.name),
    complete: { emails: complete.links.emails, job_title: complete.job_title },
    notFound,
    updated: updated.job_title,
    exported,
    dryRun: dryRun.totals,
    job: { status: job.status, created: job.created, failed: job.failed },
    imported: imported.data.map((e) => e.job_title),
  };
}

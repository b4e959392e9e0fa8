// What the import tests share: a multipart request built by hand (so the bytes sent are exactly the
// file's) and waiting for a job to end.
import { readFileSync } from 'node:fs';
import { API_KEY, type TestApp } from './harness.js';

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../features/imports/fixtures/${name}`, import.meta.url));

const BOUNDARY = '----crm-import-test-boundary';

/** A multipart/form-data body: `file` plus text fields. */
export function multipartBody(
  file: Buffer | undefined,
  fields: Record<string, string>,
  filename = 'data.csv',
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** POST /api/v1/imports with a file and form fields. */
export async function postImport(
  t: TestApp,
  file: Buffer | undefined,
  fields: Record<string, string>,
  url = '/api/v1/imports',
) {
  const { payload, contentType } = multipartBody(file, fields);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as any };
}

/** Starts an import job and waits for it to end; answers its final status. */
export async function runImport(t: TestApp, file: Buffer, fields: Record<string, string>) {
  const started = await postImport(t, file, fields);
  if (started.status !== 202) throw new Error(`import refused: ${JSON.stringify(started.body)}`);
  await t.app.importRunner.settled(started.body.id);
  const job = await t.call('GET', `/api/v1/imports/${started.body.id}`);
  return job.body;
}

export const csv = (text: string) => Buffer.from(text, 'utf8');

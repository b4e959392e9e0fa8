// The staff side of the client portal's updates and documents (issue 29): what staff post to one
// client, to every client of a property or to every client, and the files they share. The client
// reads them through client-portal.ts (ClientUpdate, ClientDocument), in their own language.
import { z } from 'zod';
import { ClientFile, UPDATE_AUDIENCES } from './client-portal.js';
import { outText } from './fields.js';

export const UPDATE_TITLE_MAX = 200;
export const UPDATE_BODY_MAX = 10_000;
/** Attachments an update may carry. */
export const UPDATE_FILES_MAX = 5;

const id = z.string().max(64, 'val.invalid');
const text = (max: number, key: 'updates.val.titleLength' | 'updates.val.bodyLength') =>
  z.string({ error: 'val.invalid' }).trim().max(max, key).optional();

/** Text written in English, French or both: a language left empty is no language. */
const bilingual = (max: number, key: 'updates.val.titleLength' | 'updates.val.bodyLength') =>
  z.strictObject({ en: text(max, key), fr: text(max, key) }, { error: 'val.invalid' });

/** POST /updates (the JSON body, or the multipart field `update`). */
export const UpdateInput = z
  .strictObject({
    audience: z
      .enum(UPDATE_AUDIENCES, { error: 'updates.val.audience' })
      .describe("'client': one contact's client account; 'property': every client of a property; 'all'"),
    entity_id: id.nullable().optional().describe("The contact (audience 'client')"),
    address_id: id
      .nullable()
      .optional()
      .describe("The property the update is about (required for audience 'property', optional otherwise)"),
    title: bilingual(UPDATE_TITLE_MAX, 'updates.val.titleLength'),
    body: bilingual(UPDATE_BODY_MAX, 'updates.val.bodyLength'),
  })
  .superRefine((input, ctx) => {
    if (input.audience === 'client' && !input.entity_id)
      ctx.addIssue({ code: 'custom', path: ['entity_id'], message: 'updates.val.entity' });
    if (input.audience === 'property' && !input.address_id)
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: 'updates.val.address' });
    if (!input.title.en && !input.title.fr)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'updates.val.title' });
    if (!input.body.en && !input.body.fr)
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'updates.val.body' });
  });
export type UpdateInput = z.infer<typeof UpdateInput>;

/** The multipart form of POST /updates (documentation: the handler reads it). */
export const UpdateUploadForm = z.object({
  update: z.string().describe('UpdateInput as JSON'),
  file: z
    .array(z.string().describe('binary'))
    .max(UPDATE_FILES_MAX)
    .optional()
    .describe('0 to 5 attachments: PDF, images, spreadsheets, Word; judged by their content'),
});

const Bilingual = z.object({ en: outText, fr: outText });

export const StaffUpdate = z.object({
  id: z.string(),
  audience: z.enum(UPDATE_AUDIENCES),
  entity_id: outText,
  address_id: outText,
  title: Bilingual,
  body: Bilingual,
  attachments: z.array(ClientFile),
  recipients: z.number().int().describe('Client accounts the update was published to'),
  emailed: z.number().int().describe('Of those, how many were emailed (the others opted out)'),
  published_at: z.string(),
});
export type StaffUpdate = z.infer<typeof StaffUpdate>;

export const StaffUpdateList = z.object({ data: z.array(StaffUpdate) });
export type StaffUpdateList = z.infer<typeof StaffUpdateList>;

/** GET /updates: the latest 100, narrowed to a contact's or a property's when asked. */
export const StaffUpdateQuery = z.object({
  entity_id: id.optional().describe("Updates to that contact's client"),
  address_id: id.optional().describe('Updates about that property'),
});

/** The text fields of POST /entities/{id}/documents and /addresses/{id}/client-documents. */
export const ClientDocumentForm = z.strictObject({
  title: z
    .string({ error: 'clientDocs.val.title' })
    .trim()
    .min(1, 'clientDocs.val.title')
    .max(200, 'clientDocs.val.title')
    .optional()
    .describe("Defaults to the file's name"),
  address_id: id.optional().describe("One of the client's properties the document is about"),
});
export type ClientDocumentForm = z.infer<typeof ClientDocumentForm>;

export const ClientDocumentUpload = ClientDocumentForm.extend({
  file: z.string().describe('The file (binary): PDF, images, spreadsheets, Word; judged by its content'),
});

export const ClientDocumentDownload = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  ip: z.string(),
  user_agent: outText,
  at: z.string(),
});

export const StaffClientDocument = z.object({
  id: z.string(),
  title: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  entity_id: outText.describe('Shared with this contact’s client'),
  property: z
    .object({ id: z.string(), address: z.string() })
    .nullable()
    .describe('Shared with every client of this property (read each time: a new owner’s client sees it)'),
  shared_at: z.string(),
  downloads: z.array(ClientDocumentDownload).describe('Who downloaded it and when, newest first'),
});
export type StaffClientDocument = z.infer<typeof StaffClientDocument>;

export const StaffClientDocumentList = z.object({ data: z.array(StaffClientDocument) });
export type StaffClientDocumentList = z.infer<typeof StaffClientDocumentList>;

// A listing's deal room (issue 28): its documents, each with an access level, and its leads, each
// with the level staff gave them. Who reads what is one rule (the API's canRead): public documents
// are anyone's, agreement ones any visitor's who accepted the agreement, approved ones the leads
// staff approved, private ones staff's only.
import { z } from 'zod';
import { noControl, paged, pagingParams } from './fields.js';
import { LISTING_STATUSES, ListingAccessQuery } from './listings.js';

export const DOCUMENT_LEVELS = ['public', 'agreement', 'approved', 'private'] as const;
export type DocumentLevel = (typeof DOCUMENT_LEVELS)[number];
/** A lead who accepted the agreement is `agreement`; staff approve to `approved`. */
export const LEAD_LEVELS = ['agreement', 'approved'] as const;
export type LeadLevelName = (typeof LEAD_LEVELS)[number];

export const DOCUMENT_TITLE_MAX = 200;

const title = z
  .string({ error: 'documents.val.title' })
  .trim()
  .min(1, 'documents.val.title')
  .max(DOCUMENT_TITLE_MAX, 'documents.val.title')
  .refine(noControl, 'val.control');
const level = z
  .enum(DOCUMENT_LEVELS, { error: 'documents.val.level' })
  .describe(
    'public: anyone; agreement: visitors who accepted the agreement; approved: leads staff approved; private: staff only',
  );

/** The text fields of POST /listings/{id}/documents (the file is read beside them). */
export const ListingDocumentForm = z.object({
  title: title.optional().describe("Shown to visitors; the file's name without its extension when left out"),
  level,
});
export type ListingDocumentForm = z.infer<typeof ListingDocumentForm>;

/** The multipart body as OpenAPI documents it. */
export const ListingDocumentUpload = ListingDocumentForm.extend({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe('A PDF, an image, an XLSX, DOCX or PPTX file, or CSV or text, up to the upload limit'),
});

export const ListingDocumentUpdate = z.strictObject({
  title: title.optional(),
  level: level.optional(),
  position: z
    .number({ error: 'documents.val.position' })
    .int('documents.val.position')
    .min(1, 'documents.val.position')
    .optional()
    .describe('Its place in the list from 1; past the end means last; the others close up around it'),
});
export type ListingDocumentUpdate = z.infer<typeof ListingDocumentUpdate>;

export const ListingDocument = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(DOCUMENT_LEVELS),
  mime: z.string().describe('The type it is served with, told from its content'),
  size: z.number().describe('Bytes'),
  filename: z.string().describe('The name it downloads under: its title and extension'),
  position: z.number().describe('1 for the first'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListingDocument = z.infer<typeof ListingDocument>;

export const ListingDocumentList = z.object({ data: z.array(ListingDocument) });
export type ListingDocumentList = z.infer<typeof ListingDocumentList>;

export const ListingDocumentParams = z.object({
  id: z.string().describe('Listing UUID'),
  docId: z.string().describe('Document UUID'),
});

export const LeadParams = z.object({
  id: z.string().describe('Listing UUID'),
  entity_id: z.string().describe("The lead's contact UUID"),
});

export const LeadLevelBody = z.strictObject({
  level: z.enum(LEAD_LEVELS, { error: 'documents.val.leadLevel' }),
});
export type LeadLevelBody = z.infer<typeof LeadLevelBody>;

export const LeadLevel = z.object({
  entity_id: z.string(),
  name: z.string().describe("The contact's name"),
  level: z.enum(LEAD_LEVELS),
  updated_at: z.string(),
  updated_by: z.string().describe('Who set it: a staff member or an API key, or the visitor who accepted'),
  emailed: z.boolean().optional().describe('On a change: whether the lead was emailed (the level rose)'),
});
export type LeadLevel = z.infer<typeof LeadLevel>;

export const LeadLevelList = z.object({ data: z.array(LeadLevel) });
export type LeadLevelList = z.infer<typeof LeadLevelList>;

/** What a visitor's browser proves on a listing: nothing yet, the agreement accepted, or approved
 * by staff (the lead's level). */
export const VISITOR_LEVELS = ['none', 'agreement', 'approved'] as const;
export type VisitorLevel = (typeof VISITOR_LEVELS)[number];

/** A deal-room document as a visitor sees it: every one but the private ones is listed, each saying
 * whether this visitor may open it (a locked one shows what approval would open). */
export const PublicListingDocument = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(['public', 'agreement', 'approved']),
  mime: z.string(),
  size: z.number().describe('Bytes'),
  filename: z.string(),
  readable: z.boolean().describe("Whether this visitor's level opens it"),
});
export type PublicListingDocument = z.infer<typeof PublicListingDocument>;

/** GET /public/listings/{slug}/documents: the visitor's level (from the emailed link's token or the
 * listing's cookie) and the documents in their order. */
export const PublicListingDocumentList = z.object({
  level: z.enum(VISITOR_LEVELS),
  data: z.array(PublicListingDocument),
});
export type PublicListingDocumentList = z.infer<typeof PublicListingDocumentList>;

export const PublicDocumentParams = z.object({
  slug: z.string().describe("The listing's slug"),
  docId: z.string().describe('Document UUID'),
});

/** A listing a contact is a lead of, as staff see it beside the contact (its page, an inbox item,
 * a deal): the level staff set, or `agreement` for a visitor who accepted the agreement and has no
 * level set yet. */
export const ContactListingLead = z.object({
  listing_id: z.string(),
  slug: z.string(),
  title: z.object({ en: z.string(), fr: z.string() }),
  status: z.enum(LISTING_STATUSES),
  level: z.enum(LEAD_LEVELS),
  accepted_at: z
    .string()
    .nullable()
    .describe(
      "Their latest acceptance of the listing's agreement (any version); null when they never accepted",
    ),
  updated_at: z.string().describe('When the level was last set (by staff), else their latest acceptance'),
  updated_by: z
    .string()
    .describe('Who set it: a staff member or an API key, or public:listing for the acceptance'),
});
export type ContactListingLead = z.infer<typeof ContactListingLead>;

/** GET /entities/{id}/listing-leads: the contact's listings, the latest accepted first (those
 * never accepted last), then by title: a level changed moves no row. */
export const ContactListingLeadList = z.object({ data: z.array(ContactListingLead) });
export type ContactListingLeadList = z.infer<typeof ContactListingLeadList>;

/** GET /deals/{id}/listing-leads: each party of the deal (by name) that is a lead of a listing
 * marketing the deal, with those listings. */
export const DealListingLeads = z.object({
  data: z.array(
    z.object({
      entity_id: z.string(),
      name: z.string().describe("The contact's name"),
      leads: z.array(ContactListingLead),
    }),
  ),
});
export type DealListingLeads = z.infer<typeof DealListingLeads>;

/** GET /public/listings/{slug}/documents/{docId}: the token as on the access route (the cookie
 * holds it otherwise), and whether the visitor asked to save the file rather than open it. */
export const PublicDocumentQuery = ListingAccessQuery.extend({
  download: z
    .enum(['0', '1'], { error: 'documents.val.download' })
    .optional()
    .describe('1: served as an attachment and logged as a download; else inline, logged as a view'),
});
export type PublicDocumentQuery = z.infer<typeof PublicDocumentQuery>;

/** How a document left the server: opened in the browser, or saved (a visitor's `?download=1`, every
 * staff download). */
export const VIEW_ACTIONS = ['view', 'download'] as const;
export type ViewAction = (typeof VIEW_ACTIONS)[number];

const listingLead = z
  .object({ entity_id: z.string(), name: z.string() })
  .nullable()
  .describe("The acceptance's contact; null for an anonymous reader, staff, or a pending acceptance");
const visitorNamed = z
  .object({ name: z.string(), email: z.string().nullable() })
  .nullable()
  .describe('Who the visitor said they were when accepting; null for an anonymous reader and staff');
const at = z.string().describe('UTC ISO 8601');

/** One line of GET /listings/{id}/activity: a document served (to a visitor, or downloaded by
 * staff) or an acceptance of the agreement. */
export const ListingActivityItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('document'),
    id: z.string(),
    at,
    action: z.enum(VIEW_ACTIONS),
    document: z.object({
      id: z.string(),
      title: z.string().describe('Its title now; as served once the document is deleted'),
      level: z.enum(DOCUMENT_LEVELS).nullable().describe('Its level now; null once deleted'),
    }),
    lead: listingLead,
    visitor: visitorNamed,
    staff: z
      .object({ actor: z.string(), name: z.string().nullable() })
      .nullable()
      .describe('The staff member (user:<id>, with their name) or API key that downloaded it'),
    ip: z.string(),
  }),
  z.object({
    kind: z.literal('acceptance'),
    id: z.string(),
    at,
    action: z.literal('accept'),
    agreement_version: z.number(),
    lead: listingLead,
    visitor: visitorNamed,
    ip: z.string(),
  }),
]);
export type ListingActivityItem = z.infer<typeof ListingActivityItem>;

export const ListingActivityQuery = z.object({ ...pagingParams });
export type ListingActivityQuery = z.infer<typeof ListingActivityQuery>;

export const ListingActivityPage = paged(ListingActivityItem);
export type ListingActivityPage = z.infer<typeof ListingActivityPage>;

/** A document a contact read, as their timeline shows it. */
export const DocumentView = z.object({
  id: z.string(),
  at,
  action: z.enum(VIEW_ACTIONS),
  listing: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.object({ en: z.string(), fr: z.string() }),
  }),
  document: z.object({
    id: z.string(),
    title: z.string().describe('As served'),
  }),
});
export type DocumentView = z.infer<typeof DocumentView>;

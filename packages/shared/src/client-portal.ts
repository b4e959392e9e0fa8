// The client portal (issue 29): what an owner or investor signed in as a client of the firm reads
// about themselves. Every client route filters by the contact their account is tied to, on the
// server (api client-access/client-scope.ts); nothing here names another client's records.
import { z } from 'zod';
import { CLIENT_MESSAGE_MAX, CLIENT_MESSAGE_TOPICS } from './client-message-limits.js';
import { outText } from './fields.js';

/** The staff member appointed to the client's contact (`entities.representative_id`). */
export const ClientRepresentative = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().describe('For a mailto: link'),
  phone: outText.describe("The representative's phone in E.164, for a tel: link; null when not recorded"),
  image: outText.describe("The representative's photo URL, when their account has one"),
});
export type ClientRepresentative = z.infer<typeof ClientRepresentative>;

export const ClientCompany = z.object({ id: z.string(), name: z.string() });
export type ClientCompany = z.infer<typeof ClientCompany>;

/** GET /client/me: the signed-in client, their contact, the companies they represent and their
 * representative. */
export const ClientMe = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  contact: ClientCompany.describe("The client's own contact (their person record)"),
  companies: z.array(ClientCompany).describe('The companies staff chose for the client to represent'),
  representative: ClientRepresentative.nullable(),
  notify_updates: z.boolean().describe('Each new update is also emailed to the client'),
  lang: z.enum(['en', 'fr']).describe('The language of every mail to the client'),
});
export type ClientMe = z.infer<typeof ClientMe>;

/** PUT /client/me: what a client may change of their own account (issue 29). */
export const ClientPreferences = z
  .strictObject({
    notify_updates: z.boolean({ error: 'val.boolean' }).describe('Email me each new update'),
    lang: z.enum(['en', 'fr'], { error: 'val.invalid' }).describe('The language of mail to me'),
  })
  .partial();
export type ClientPreferences = z.infer<typeof ClientPreferences>;

// ---------------------------------------------------------------------------------------------
// My properties and their performance (GET /client/properties, /client/properties/{id}/performance,
// /client/performance)

/** One contact on the way from the client to a property, with the share of the next one it owns
 * (percent, when recorded on the ownership link). */
export const ClientPathStep = z.object({
  id: z.string(),
  name: z.string(),
  share: z.number().nullable().describe('Percent of the next record this one owns, when recorded'),
});
export type ClientPathStep = z.infer<typeof ClientPathStep>;

export const ClientProperty = z.object({
  id: z.string().describe("The building's address id (a space reached counts as its building)"),
  address: z.string(),
  city: outText,
  property_type: outText,
  rba: z.number().nullable().describe('Rentable building area, sq ft'),
  paths: z
    .array(z.object({ steps: z.array(ClientPathStep).min(1) }))
    .describe(
      'How the client controls it: from the client (or a company they represent) to the owner of record',
    ),
  share: z
    .number()
    .nullable()
    .describe("The client's share, percent: the product along a path when each step's share is recorded"),
});
export type ClientProperty = z.infer<typeof ClientProperty>;

export const ClientPropertyList = z.object({
  data: z.array(ClientProperty),
  partial: z.boolean().describe('The ownership walk stopped at its limit: some properties may be missing'),
});
export type ClientPropertyList = z.infer<typeof ClientPropertyList>;

/** A year's net operating income, as entered by staff, with the date it was last changed. */
export const ClientNoiYear = z.object({
  year: z.number().int(),
  noi: z.number().nullable(),
  as_of: z.string().describe('When staff last entered this year (ISO time)'),
});
export type ClientNoiYear = z.infer<typeof ClientNoiYear>;

/** A lease ending soon: what a client watches. */
export const ClientExpiry = z.object({
  tenant: z.string().nullable(),
  unit: z.string(),
  end_on: z.string(),
  area_sqft: z.number().nullable(),
  annual_rent: z.number().nullable(),
});
export type ClientExpiry = z.infer<typeof ClientExpiry>;

/** The rent roll's figures on `as_of`, and the yearly NOI, each figure dated. */
export const ClientFigures = z.object({
  as_of: z.string().describe('The rent roll is read on this day (YYYY-MM-DD, the firm’s time zone)'),
  rentable_sqft: z.number().nullable(),
  leased_sqft: z.number(),
  occupancy: z.number().nullable().describe('0 to 1; null when the rentable area is unknown'),
  annual_rent: z.number(),
  walt_years: z.number().nullable().describe('Weighted by annual rent'),
  upcoming: z.array(ClientExpiry).describe('Leases ending within 24 months of as_of, soonest first'),
  noi: z.array(ClientNoiYear).describe('Net operating income by year, latest first'),
});
export type ClientFigures = z.infer<typeof ClientFigures>;

export const ClientPropertyPerformance = ClientFigures.extend({
  property: z.object({ id: z.string(), address: z.string() }),
});
export type ClientPropertyPerformance = z.infer<typeof ClientPropertyPerformance>;

/** GET /client/performance: every property the client controls, each counted once. */
export const ClientPortfolioPerformance = ClientFigures.extend({
  properties: z.array(
    z.object({
      id: z.string(),
      address: z.string(),
      occupancy: z.number().nullable(),
      annual_rent: z.number(),
      walt_years: z.number().nullable(),
    }),
  ),
  partial: z.boolean(),
});
export type ClientPortfolioPerformance = z.infer<typeof ClientPortfolioPerformance>;

// ---------------------------------------------------------------------------------------------
// Updates (staff POST /updates; GET /client/updates)

export const UPDATE_AUDIENCES = ['client', 'property', 'all'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

export const ClientFile = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ClientFile = z.infer<typeof ClientFile>;

/** An update as a client reads it: in their language (the other when only one was written). */
export const ClientUpdate = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  attachments: z.array(ClientFile),
  published_at: z.string(),
});
export type ClientUpdate = z.infer<typeof ClientUpdate>;

export const ClientUpdateList = z.object({ data: z.array(ClientUpdate) });
export type ClientUpdateList = z.infer<typeof ClientUpdateList>;

// ---------------------------------------------------------------------------------------------
// Documents (staff POST /entities/{id}/documents; GET /client/documents, /client/documents/{id})

export const ClientDocument = z.object({
  id: z.string(),
  title: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  shared_at: z.string(),
  downloaded_at: z.string().nullable().describe('When this client last downloaded it'),
});
export type ClientDocument = z.infer<typeof ClientDocument>;

export const ClientDocumentList = z.object({ data: z.array(ClientDocument) });
export type ClientDocumentList = z.infer<typeof ClientDocumentList>;

// ---------------------------------------------------------------------------------------------
// Messages to the representative (POST /client/messages; GET /client/messages)

export {
  CLIENT_MESSAGE_MAX,
  CLIENT_MESSAGE_TOPICS,
  type ClientMessageTopic,
} from './client-message-limits.js';

export const ClientMessageInput = z.strictObject({
  topic: z
    .enum(CLIENT_MESSAGE_TOPICS, { error: 'client.val.topic' })
    .describe("'question': ask a question; 'review': request a hold/sell review"),
  property_id: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .describe('A property of the client the message is about'),
  body: z
    .string({ error: 'client.val.body' })
    .trim()
    .min(1, 'client.val.body')
    .max(CLIENT_MESSAGE_MAX, 'client.val.bodyLength'),
});
export type ClientMessageInput = z.infer<typeof ClientMessageInput>;

export const ClientMessageReply = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string().describe('The staff member who answered'),
  created_at: z.string(),
});

/** A message the client sent and the answers staff gave, as the client reads the thread. */
export const ClientMessage = z.object({
  id: z.string(),
  topic: z.enum(CLIENT_MESSAGE_TOPICS),
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  body: z.string(),
  created_at: z.string(),
  replies: z.array(ClientMessageReply),
});
export type ClientMessage = z.infer<typeof ClientMessage>;

export const ClientMessageList = z.object({ data: z.array(ClientMessage) });
export type ClientMessageList = z.infer<typeof ClientMessageList>;

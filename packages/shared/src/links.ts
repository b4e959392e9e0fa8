// The four link resources. Bodies name both records; PUT and DELETE name them in the path.
import { z } from 'zod';
import { contactType, emailField, phoneField } from './contact-points.js';
import { ADDRESS_ROLES, RELATIONSHIPS } from './enums.js';
import { uuidField } from './fields.js';

export const addressRole = z.enum(ADDRESS_ROLES, { error: 'val.addressRole' });
export const relationship = z.enum(RELATIONSHIPS, { error: 'val.relationship' });

export const AddressEntityCreate = z.strictObject({
  entity_id: uuidField,
  address_id: uuidField,
  role: addressRole,
});
export const AddressEntityUpdate = z.strictObject({ role: addressRole });
export const AddressEntity = z.object({ address_id: z.string(), entity_id: z.string(), role: addressRole });
export type AddressEntity = z.infer<typeof AddressEntity>;

export const EntityEmailCreate = z.strictObject({
  entity_id: uuidField,
  email: emailField,
  type: contactType,
});
export const EntityEmailUpdate = z.strictObject({ type: contactType });
export const EntityEmail = z.object({ entity_id: z.string(), email: z.string(), type: contactType });
export type EntityEmail = z.infer<typeof EntityEmail>;

export const EntityEntityCreate = z
  .strictObject({ entity_id: uuidField, entity_id2: uuidField, relationship })
  .refine((v) => v.entity_id.toLowerCase() !== v.entity_id2.toLowerCase(), {
    message: 'val.selfLink',
    path: ['entity_id2'],
  });
export const EntityEntityUpdate = z.strictObject({
  relationship,
  // A relationship turned round ("Owner of" → "Owned by") is one checked write, never a removal
  // and a new link that another editor could slip between.
  as_named: z
    .boolean({ error: 'val.boolean' })
    .optional()
    .describe(
      "true: store the link in the path's order (entity_id first), turning it round if it is stored the other way. Without it the stored direction is kept",
    ),
});
export const EntityEntity = z.object({ entity_id: z.string(), entity_id2: z.string(), relationship });
export type EntityEntity = z.infer<typeof EntityEntity>;

export const EntityNumberCreate = z.strictObject({
  entity_id: uuidField,
  phone_number: phoneField,
  type: contactType,
});
export const EntityNumberUpdate = z.strictObject({ type: contactType });
export const EntityNumber = z.object({ entity_id: z.string(), phone_number: z.string(), type: contactType });
export type EntityNumber = z.infer<typeof EntityNumber>;

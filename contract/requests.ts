import * as v from 'valibot';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, EMAIL_MAX, FEEDBACK_MESSAGE_MAX } from './limits';
import { PROFILE_TYPES, SOCIAL_PROVIDERS } from './wire';

/**
 * What the app sends, each payload written once: the app's types are these schemas' inputs, and
 * the server checks each body by the JSON Schema derived from it (server/src/schemas/json-schema.ts;
 * fields not named here are dropped). Lengths bound what is stored; the spec's rules for the words in
 * them, and their messages, are the routes' own.
 */

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Required = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
/** Ids of items and catalogues: short, plain characters only. */
const ItemId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));

/** The contact form, sent to the CRM gateway and to /contactus. */
export const ContactPayloadSchema = v.object({
  interaction_type: Required(50),
  user_interaction_name: Required(CONTACT_NAME_MAX),
  email: Text(EMAIL_MAX),
  first_name: Text(CONTACT_NAME_MAX),
  last_name: Text(CONTACT_NAME_MAX),
  phone_number: Text(CONTACT_PHONE_MAX),
  message_content: Text(CONTACT_MESSAGE_MAX),
  country: Required(64),
});
export type ContactPayload = v.InferInput<typeof ContactPayloadSchema>;

/** A new contact in the CRM gateway (POST /contacts/create). */
export const NewContactSchema = v.object({
  email: Text(EMAIL_MAX),
  firstname: Text(CONTACT_NAME_MAX),
  lastname: Text(CONTACT_NAME_MAX),
  phone: Text(CONTACT_PHONE_MAX),
  country: Required(64),
});
export type NewContact = v.InferInput<typeof NewContactSchema>;

/**
 * What a viewer tells us about a programme or Lumen as a whole: a rating from 1 to 10, a message,
 * or both (the rating's bounds are the route's, with its own message).
 */
export const FeedbackPayloadSchema = v.object({
  email: v.optional(Text(320)),
  firstname: v.optional(Text(100)),
  lastname: v.optional(Text(100)),
  message: v.optional(Text(FEEDBACK_MESSAGE_MAX)),
  programName: v.optional(Text(300)),
  episodeName: v.optional(Text(300)),
  rating: v.optional(v.nullable(v.number())),
  videoId: v.optional(v.nullable(v.union([ItemId, v.literal('')]))),
});
export type FeedbackPayload = v.InferInput<typeof FeedbackPayloadSchema>;

/**
 * A profile's new name, type or language (PATCH /profiles/:id; POST /profiles/create takes the same).
 * The name's rules and `language` (a code of contract/locales.ts, or null to follow the device) are
 * checked by the route, with the spec's messages.
 */
export const ProfilePayloadSchema = v.object({
  name: v.optional(Text(1000)),
  type: v.optional(v.picklist(PROFILE_TYPES)),
  language: v.optional(v.nullable(Text(35))),
});
export type ProfilePayload = v.InferInput<typeof ProfilePayloadSchema>;

/** Sign-in (and sign-up) with another account: its token and what the app knows of the person. */
export const SocialPayloadSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  provider: v.picklist(SOCIAL_PROVIDERS),
  email: v.optional(Text(320)),
  username: v.optional(Text(320)),
  first_name: v.optional(Text(100)),
  last_name: v.optional(Text(100)),
});
export type SocialPayload = v.InferInput<typeof SocialPayloadSchema>;

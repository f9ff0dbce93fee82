import * as v from 'valibot';
import { DOWNLOAD_QUALITIES, DOWNLOAD_STATUSES, ITEM_TYPES, ORIENTATIONS, PROFILE_TYPES } from './wire';

/**
 * What the viewer's API answers, each shape written once. The app parses answers with these
 * (src/api/), and their types are the app's; the server derives each route's JSON Schema from them
 * (server/src/schemas/answers.ts), serialises its answers by it and checks them against it in its
 * tests. A plain object is closed on the server (a field not named here never goes out) and
 * forgiving in the app (a field a newer server adds is dropped); a loose one passes other fields.
 */

const Str = v.string();
const Int = v.pipe(v.number(), v.integer());
const Bool = v.boolean();
/** A time as the API writes it: ISO 8601 in UTC (Date.prototype.toISOString). */
export const IsoTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, 'an ISO time'));
const NonEmpty = v.pipe(v.string(), v.minLength(1));

/** `{ message }`: what most writes answer. */
export const MessageAnswer = v.object({ message: Str });
/** Every failure: `{ error: { message } }`, with a flag some flows read (authorization_pending...). */
export const ErrorAnswer = v.object({ error: v.object({ message: Str, status: v.optional(Str) }) });
export type ErrorAnswer = v.InferOutput<typeof ErrorAnswer>;

export const ImageSizes = v.object({ small: Str, medium: Str, large: Str });
export type ImageSizes = v.InferOutput<typeof ImageSizes>;

const MetaData = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));

/** A content item: a video, a live channel, a series, a season, a playlist or a category. */
export const ContentItemSchema = v.object({
  id: NonEmpty,
  _id: Str,
  type: v.picklist(ITEM_TYPES),
  name: Str,
  title: Str,
  description: Str,
  tags: v.array(Str),
  createdAt: IsoTime,
  order: v.number(),
  language: Str,
  orientation: v.picklist(ORIENTATIONS),
  items_count: Int,
  thumbnail: ImageSizes,
  coverart: ImageSizes,
  titleImage: v.object({ small: Str }),
  /** The item's texts per language, the first being its own. */
  languages: v.array(v.object({ name: Str, description: Str, title: Str })),
  _links: v.object({ files: v.object({ href: v.nullable(Str) }) }),
  metaData: MetaData,
});
export type ContentItem = v.InferOutput<typeof ContentItemSchema>;

/** A catalogue's page of items, with the catalogue's own facts. */
export const CatalogueAnswer = v.object({
  _embedded: v.object({ items: v.array(ContentItemSchema), metaData: MetaData, title: Str, name: Str, _id: Str }),
  count: Int,
  total: Int,
});
export type CatalogueResponse = v.InferOutput<typeof CatalogueAnswer>;

export const VideoAnswer = v.object({ _embedded: v.object({ collections: v.array(ContentItemSchema) }) });
export type VideoResponse = v.InferOutput<typeof VideoAnswer>;

/** Search and lists of items. */
export const ItemListAnswer = v.object({ items: v.array(ContentItemSchema), count: Int });

export const AppConfigAnswer = v.object({ response: v.record(v.string(), Str) });
export type AppConfigResponse = v.InferOutput<typeof AppConfigAnswer>;

export const AllowedIdsAnswer = v.object({ ids: v.array(Str) });

/** A blog entry (FAQ, about us): stored as the seed or the studio wrote it, so other fields (a picture) pass. */
export const BlogEntrySchema = v.looseObject({
  id: Str,
  tags: v.array(Str),
  createdAt: IsoTime,
  languages: v.array(v.looseObject({ title: Str, richTextData: Str })),
});
export type BlogEntry = v.InferOutput<typeof BlogEntrySchema>;
export const BlogsAnswer = v.object({ items: v.array(BlogEntrySchema), count: Int });

export const TokenAnswer = v.object({ token: NonEmpty, expiresAt: Int });
export type TokenResponse = v.InferOutput<typeof TokenAnswer>;

export const PlaybackAnswer = v.object({
  url: NonEmpty,
  dashUrl: v.optional(Str),
  /** Seek previews: a WebVTT track whose cues name regions of sprite pictures (films made by ingest). */
  thumbnailsUrl: v.optional(Str),
  refData: v.object({ parent_folder: v.object({ name: Str }) }),
});
export type PlaybackResponse = v.InferOutput<typeof PlaybackAnswer>;

export const LiveStreamAnswer = v.object({ streamUrl: NonEmpty });
/** The country lookup as JSON (the app reads the `country;code` text). */
export const CountryAnswer = v.looseObject({ country: Str });

/**
 * A profile: a grown-up's, or a kids' one. `language` is the one it chose (a code of
 * contract/locales.ts), null to follow the device's; optional, as a server before issue 52 left it
 * out, and a string (not a list of codes), so a language a newer server adds is not a broken profile.
 */
export const ProfileSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  name: Str,
  type: v.picklist(PROFILE_TYPES),
  language: v.optional(v.nullable(Str)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;
export const ProfileListAnswer = v.object({ profiles: v.array(ProfileSchema), created: Bool });
export const ProfileChangeAnswer = v.object({ message: Str, data: ProfileSchema });

/** What the app sees of a signed-in user. */
export const SessionUserSchema = v.object({
  id: Str,
  username: Str,
  first_name: Str,
  last_name: Str,
  email_address: v.nullable(Str),
  telephone: v.nullable(Str),
  emailVerified: Bool,
  mobileVerified: Bool,
  profiles: v.array(ProfileSchema),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
export const SignedInAnswer = v.object({ user_token: NonEmpty, user: SessionUserSchema });
export type LoginResponse = v.InferOutput<typeof SignedInAnswer>;

export const RegisteredAnswer = v.object({ message: Str, user_token: Str, clientToken: Str });
export const ConfirmedAnswer = v.object({ message: Str, first_name: Str });
/** A code sent by SMS: the resends so far and how many are allowed. */
export const CodeSentAnswer = v.object({ message: Str, attempts: Int, maxAttempts: Int });
/** A reset asked for; by phone, the token the code goes with. */
export const ResetAnswer = v.object({ message: Str, token: v.optional(Str) });

export const SubscriptionSchema = v.object({
  id: NonEmpty,
  package_id: Str,
  name: Str,
  started_at: IsoTime,
  expires_at: v.nullable(IsoTime),
  recurring: Int,
  active: Bool,
});
export const SubscriptionChangeAnswer = v.object({ message: Str, subscription: SubscriptionSchema });
export const SubscriptionsAnswer = v.object({ items: v.array(SubscriptionSchema), count: Int });

export const AccountAnswer = v.object({
  profile: v.object({
    first_name: Str,
    name: Str,
    telephone: v.nullable(Str),
    email_address: v.nullable(Str),
    username: Str,
    emailVerified: Bool,
    mobileVerified: Bool,
  }),
  userid: Str,
  subscriptionHistory: Int,
  subscriptions: v.array(SubscriptionSchema),
  recurring: Int,
});
export type Account = v.InferOutput<typeof AccountAnswer>;

/** A TV's pairing: the code it shows, the address the phone opens, how long and how often to ask. */
export const DeviceCodeAnswer = v.object({
  device_code: NonEmpty,
  user_code: NonEmpty,
  verification_uri: NonEmpty,
  verification_uri_complete: NonEmpty,
  expires_in: v.pipe(Int, v.minValue(1)),
  interval: v.pipe(Int, v.minValue(1)),
});
export type DeviceCode = v.InferOutput<typeof DeviceCodeAnswer>;

export const PackageSchema = v.object({
  id: NonEmpty,
  package_id: Str,
  name: Str,
  description: Str,
  price: v.number(),
  currency: Str,
  free: Bool,
  period_days: Int,
  kind: Str,
  position: Int,
});
export type Package = v.InferOutput<typeof PackageSchema>;
export const PackagesAnswer = v.object({ items: v.array(PackageSchema), count: Int });

/** A page of a viewer's own records (pure: unused pages leave the bundle). */
const Page = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), count: Int, total: Int });

/** What a viewer told us, with the programme while the catalogue has it. */
export const FeedbackSchema = v.object({
  id: Str,
  videoId: v.nullable(Str),
  programName: Str,
  episodeName: Str,
  rating: v.nullable(Int),
  message: Str,
  created_at: IsoTime,
  item: v.nullable(ContentItemSchema),
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;
export const FeedbackSentAnswer = v.object({ message: Str, feedback: FeedbackSchema });
export const FeedbackListAnswer = Page(FeedbackSchema);

const ShareEntries = { id: Str, video_id: Str, service: Str, created_at: IsoTime };
export const ShareSentAnswer = v.object({ message: Str, share: v.object(ShareEntries) });
export const ShareSchema = v.object({ ...ShareEntries, item: v.nullable(ContentItemSchema) });
export type Share = v.InferOutput<typeof ShareSchema>;
export const ShareListAnswer = Page(ShareSchema);

/** A download for offline viewing, with its programme while the catalogue has it. */
export const DownloadSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  video_id: Str,
  quality: v.picklist(DOWNLOAD_QUALITIES),
  created_at: IsoTime,
  expires_at: IsoTime,
  status: v.picklist(DOWNLOAD_STATUSES),
  item: v.nullable(ContentItemSchema),
});
export type DownloadAnswerEntry = v.InferOutput<typeof DownloadSchema>;
export const DownloadAddedAnswer = v.object({ message: Str, download: DownloadSchema });
export const DownloadsRenewedAnswer = v.object({ message: Str, limit: Int, downloads: v.array(DownloadSchema) });
export const DownloadRemovedAnswer = v.object({ message: Str, id: Str });

/** Where a profile left a video, with what Continue Watching draws of it. */
export const ResumeEntrySchema = v.object({
  video_id: Str,
  status: Int,
  resumeTime: Int,
  refId: v.nullable(Str),
  refType: v.nullable(Str),
  updatedAt: IsoTime,
  video: v.object({
    id: Str,
    type: Str,
    languages: v.array(v.object({ title: Str, description: Str })),
    thumbnailLink: v.object({ large: Str }),
  }),
});
export const ResumeListAnswer = v.object({ resumeList: v.array(ResumeEntrySchema) });
export const ResumeSavedAnswer = v.object({ message: Str, video_id: Str, status: Int, resumeTime: Int });
export const ResumeRemovedAnswer = v.object({ message: Str, video_id: Str });
export const MyListChangeAnswer = v.object({ message: Str, status: v.picklist([0, 1]), video_id: Str });

/** The CRM gateway's answers: the record's id. */
export const RecordIdAnswer = v.object({ id: Str });
export const ContactUsAnswer = v.object({ message: Str, id: Str, contact_id: Str });
export const AssociationAnswer = v.object({ contact_us_id: Str, contact_id: Str });

/** The outbox's messages (readable only when DEMO_OUTBOX turns it on). */
export const OutboxAnswer = v.object({
  items: v.array(v.object({ id: Str, channel: Str, recipient: Str, subject: Str, body: Str, created_at: IsoTime })),
});

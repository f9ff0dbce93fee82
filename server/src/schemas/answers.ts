import { Type, type TSchema } from '@sinclair/typebox';
import { literals } from '../../../contract/studio-common.js';
import { DOWNLOAD_QUALITIES, DOWNLOAD_STATUSES, ITEM_TYPES, ORIENTATIONS, PROFILE_TYPES } from '../../../contract/wire.js';

/**
 * What every API route answers, route by route (the app's side of the same
 * contract is contract/wire.ts). Answers are built by hand or pre-serialised for speed, so nothing
 * checks them as they go out; plugins/answer-check.ts checks each against these in the server's
 * tests, and a test fails when a route has none. Objects are closed: a field that is not here (a
 * password hash, a customer id) is a mismatch.
 */

const closed = { additionalProperties: false } as const;
const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A time as the API writes it: ISO 8601 in UTC (Date.prototype.toISOString). */
const Iso = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$' });
const Message = Type.Object({ message: Str }, closed);

export const ERROR_ANSWER = Type.Object({ error: Type.Object({ message: Str, status: Type.Optional(Str) }, closed) }, closed);

const ImageSizes = Type.Object({ small: Str, medium: Str, large: Str }, closed);

/** A content item, as contract/wire.ts's ContentItem. */
export const ContentItem = Type.Object(
  {
    id: Str,
    _id: Str,
    type: literals(ITEM_TYPES),
    name: Str,
    title: Str,
    description: Str,
    tags: Type.Array(Str),
    createdAt: Iso,
    order: Type.Number(),
    language: Str,
    orientation: literals(ORIENTATIONS),
    items_count: Int,
    thumbnail: ImageSizes,
    coverart: ImageSizes,
    titleImage: Type.Object({ small: Str }, closed),
    languages: Type.Array(Type.Object({ name: Str, description: Str, title: Str }, closed)),
    _links: Type.Object({ files: Type.Object({ href: Nullable(Str) }, closed) }, closed),
    metaData: Type.Record(Str, Type.Union([Str, Type.Number(), Bool])),
  },
  closed,
);

const ItemList = Type.Object({ items: Type.Array(ContentItem), count: Int }, closed);
const Catalogue = Type.Object(
  {
    _embedded: Type.Object(
      { items: Type.Array(ContentItem), metaData: ContentItem.properties.metaData, title: Str, name: Str, _id: Str },
      { additionalProperties: true },
    ),
    count: Int,
    total: Int,
  },
  closed,
);
const Token = Type.Object({ token: Str, expiresAt: Int }, closed);

const PublicProfile = Type.Object({ id: Str, name: Str, type: literals(PROFILE_TYPES) }, closed);
const ProfileChange = Type.Object({ message: Str, data: PublicProfile }, closed);
const PublicUser = Type.Object(
  {
    id: Str,
    username: Str,
    first_name: Str,
    last_name: Str,
    email_address: Nullable(Str),
    telephone: Nullable(Str),
    emailVerified: Bool,
    mobileVerified: Bool,
    profiles: Type.Array(PublicProfile),
  },
  closed,
);
const SignedIn = Type.Object({ user_token: Str, user: PublicUser }, closed);

const Subscription = Type.Object({ id: Str, package_id: Str, name: Str, started_at: Iso, expires_at: Nullable(Iso), recurring: Int, active: Bool }, closed);
const SubscriptionChange = Type.Object({ message: Str, subscription: Subscription }, closed);

const Feedback = Type.Object(
  {
    id: Str,
    videoId: Nullable(Str),
    programName: Str,
    episodeName: Str,
    rating: Nullable(Int),
    message: Str,
    created_at: Iso,
    item: Nullable(ContentItem),
  },
  closed,
);
const Share = Type.Object({ id: Str, video_id: Str, service: Str, created_at: Iso }, closed);
const Page = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), count: Int, total: Int }, closed);

/** A download for offline viewing (routes/downloads.ts), with its programme while the catalogue has it. */
const DownloadEntry = Type.Object(
  {
    id: Str,
    video_id: Str,
    quality: literals(DOWNLOAD_QUALITIES),
    created_at: Iso,
    expires_at: Iso,
    status: literals(DOWNLOAD_STATUSES),
    item: Nullable(ContentItem),
  },
  closed,
);

const ResumeEntry = Type.Object(
  {
    video_id: Str,
    status: Int,
    resumeTime: Int,
    refId: Nullable(Str),
    refType: Nullable(Str),
    updatedAt: Iso,
    video: Type.Object(
      {
        id: Str,
        type: Str,
        languages: Type.Array(Type.Object({ title: Str, description: Str }, closed)),
        thumbnailLink: Type.Object({ large: Str }, closed),
      },
      closed,
    ),
  },
  closed,
);

export const ANSWERS: Record<string, TSchema> = {
  // Tokens and content.
  'POST /api/get-token': Token,
  'GET /api/refresh-token': Token,
  'GET /api/appconfig': Type.Object({ response: Type.Record(Str, Str) }, closed),
  'GET /api/catalogues': Catalogue,
  'GET /api/catalogues/allowed': Type.Object({ ids: Type.Array(Str) }, closed),
  'GET /api/video': Type.Object({ _embedded: Type.Object({ collections: Type.Array(ContentItem) }, closed) }, closed),
  'GET /api/blogs': Type.Object(
    {
      items: Type.Array(
        Type.Object(
          { id: Str, tags: Type.Array(Str), createdAt: Iso, languages: Type.Array(Type.Record(Str, Type.Unknown())) },
          { additionalProperties: true },
        ),
      ),
      count: Int,
    },
    closed,
  ),
  'GET /api/search': ItemList,
  'GET /api/v2/search': ItemList,
  'GET /api/searchvideo': ItemList,
  'GET /api/v2/searchvideo': ItemList,
  'GET /api/playback/:id': Type.Object(
    {
      url: Str,
      dashUrl: Type.Optional(Str),
      thumbnailsUrl: Type.Optional(Str),
      refData: Type.Object({ parent_folder: Type.Object({ name: Str }, closed) }, closed),
    },
    closed,
  ),
  'GET /api/live/:id/stream': Type.Object({ streamUrl: Str }, closed),
  'GET /api/country': Type.Object({ country: Str }, { additionalProperties: true }),

  // Accounts.
  'POST /api/login': SignedIn,
  'POST /api/social-login': SignedIn,
  'POST /api/social-register': SignedIn,
  // Signed in, or 202 while the phone has not answered yet (error.status authorization_pending).
  'POST /api/device/token': Type.Union([SignedIn, ERROR_ANSWER]),
  'POST /api/register': Type.Object({ message: Str, user_token: Str, clientToken: Str }, closed),
  'POST /api/confirm/:username': Type.Object({ message: Str, first_name: Str }, closed),
  'POST /api/confirm-mobile': Message,
  'POST /api/trigger-email-verification': Message,
  'POST /api/trigger-mobile-verification': Type.Object({ message: Str, attempts: Int, maxAttempts: Int }, closed),
  'POST /api/reset': Type.Object({ message: Str, token: Type.Optional(Str) }, closed),
  'POST /api/update-password': Message,
  'POST /api/update-password-mobile': Message,
  'POST /api/change-password': Message,
  'POST /api/logout': Message,
  'GET /api/account': Type.Object(
    {
      profile: Type.Object(
        {
          first_name: Str,
          name: Str,
          telephone: Nullable(Str),
          email_address: Nullable(Str),
          username: Str,
          emailVerified: Bool,
          mobileVerified: Bool,
        },
        closed,
      ),
      userid: Str,
      subscriptionHistory: Int,
      subscriptions: Type.Array(Subscription),
      recurring: Int,
    },
    closed,
  ),
  'POST /api/device/code': Type.Object(
    { device_code: Str, user_code: Str, verification_uri: Str, verification_uri_complete: Str, expires_in: Int, interval: Int },
    closed,
  ),
  'POST /api/device/approve': Message,
  'POST /api/device/deny': Message,

  // Profiles.
  'GET /api/profiles': Type.Object({ profiles: Type.Array(PublicProfile), created: Bool }, closed),
  'POST /api/profiles/create': ProfileChange,
  'PATCH /api/profiles/:id': ProfileChange,
  'DELETE /api/profiles/:id': ProfileChange,
  'POST /api/profiles/verify-password': Message,

  // My List and Continue Watching.
  'GET /api/mylist': Catalogue,
  'POST /api/mylist': Type.Object({ message: Str, status: Type.Union([Type.Literal(0), Type.Literal(1)]), video_id: Str }, closed),
  'POST /api/resume': Type.Object({ message: Str, video_id: Str, status: Int, resumeTime: Int }, closed),
  'GET /api/get-resume-list/': Type.Object({ resumeList: Type.Array(ResumeEntry) }, closed),
  'DELETE /api/resume/:videoId': Type.Object({ message: Str, video_id: Str }, closed),

  // Downloads for offline viewing.
  'POST /api/downloads': Type.Object({ message: Str, download: DownloadEntry }, closed),
  'POST /api/downloads/renew': Type.Object({ message: Str, limit: Int, downloads: Type.Array(DownloadEntry) }, closed),
  'DELETE /api/downloads/:id': Type.Object({ message: Str, id: Str }, closed),

  // Packages and subscriptions.
  'GET /api/packages': Type.Object(
    {
      items: Type.Array(
        Type.Object(
          {
            id: Str,
            package_id: Str,
            name: Str,
            description: Str,
            price: Type.Number(),
            currency: Str,
            free: Bool,
            period_days: Int,
            kind: Str,
            position: Int,
          },
          closed,
        ),
      ),
      count: Int,
    },
    closed,
  ),
  'GET /api/subscriptions': Type.Object({ items: Type.Array(Subscription), count: Int }, closed),
  'POST /api/subscriptions': SubscriptionChange,
  'PATCH /api/subscriptions/:id': SubscriptionChange,
  'POST /api/subscriptions/:id/cancel': SubscriptionChange,

  // What viewers say and share.
  'POST /api/feedback': Type.Object({ message: Str, feedback: Feedback }, closed),
  'GET /api/feedback': Page(Feedback),
  'POST /api/shares': Type.Object({ message: Str, share: Share }, closed),
  'GET /api/shares': Page(Type.Object({ ...Share.properties, item: Nullable(ContentItem) }, closed)),
  'POST /api/analytics/events': Message,

  // Contact and the CRM gateway.
  'POST /api/contactus': Type.Object({ message: Str, id: Str, contact_id: Str }, closed),
  'POST /api/contacts/create': Type.Object({ id: Str }, closed),
  'POST /api/contacts/contact-us': Type.Object({ id: Str }, closed),
  'GET /api/contacts/find/:email': Type.Object({ id: Str }, closed),
  'PUT /api/contacts/association': Type.Object({ contact_us_id: Str, contact_id: Str }, closed),

  // The outbox (DEMO_OUTBOX=1 only).
  'GET /api/dev/outbox': Type.Object(
    { items: Type.Array(Type.Object({ id: Str, channel: Str, recipient: Str, subject: Str, body: Str, created_at: Iso }, closed)) },
    closed,
  ),
};

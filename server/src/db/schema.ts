import type { Generated } from 'kysely';

/** Tables as kysely sees them. Every table has a primary key; no triggers, no engine-only types. */
export interface CustomersTable {
  id: string;
  name: string;
  /** Version of the demo seed written for this customer; a row exists only once seeding finished. */
  seed_version: number;
  created_at: string;
}

export interface ItemsTable {
  customer_id: string;
  id: string;
  type: string;
  /** Lower-cased name, for case-insensitive matching on both engines. */
  name_lc: string;
  /** The item's tags in search form, as "|tag one|tag two|", so one LIKE finds exact and partial matches. */
  tags_text: string;
  /** 1 when the item is age-appropriate for a KIDS profile. */
  kids: number;
  search_exclude: number;
  year: number;
  created_at: string;
  sort_order: number;
  /** The item exactly as the API returns it (JSON text). */
  data: string;
  /** When the show last got new content: the newest created_at of the item, its children and theirs. */
  added_at: string;
  /** 1 when metaData.awards names an award. */
  awarded: number;
  /** 1 when metaData.upcoming is true. */
  upcoming: number;
}

/** The search index: the words of each searchable item's folded name and tags (see lib/search-terms.ts). */
export interface SearchTermsTable {
  customer_id: string;
  item_type: string;
  /** Compared in byte order on both engines, so a prefix is a range of the primary key. */
  term: string;
  item_id: string;
}

export interface CatalogueEntriesTable {
  customer_id: string;
  catalogue_id: string;
  position: number;
  item_id: string;
}

export interface ItemTagsTable {
  customer_id: string;
  item_id: string;
  tag: string;
}

export interface AppConfigTable {
  customer_id: string;
  key: string;
  value: string;
}

export interface BlogsTable {
  customer_id: string;
  id: string;
  position: number;
  /** 1 when a KIDS profile lists the entry (not about giving, money or running an account). */
  kids: number;
  data: string;
}

export interface BlogTagsTable {
  customer_id: string;
  blog_id: string;
  tag: string;
}

export interface AppTokensTable {
  token_hash: string;
  customer_id: string;
  platform: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  created_at: Generated<string>;
}

export interface UsersTable {
  id: string;
  customer_id: string;
  /** The sign-in name: the e-mail address (lower-case) or, without one, the telephone. */
  username: string;
  email: string | null;
  telephone: string | null;
  first_name: string;
  last_name: string;
  /** argon2id of the SHA-256 digest the app sends; null for social-only accounts. */
  password_hash: string | null;
  email_verified: number;
  mobile_verified: number;
  email_updates: number;
  created_at: number;
  updated_at: number;
}

export interface UserIdentitiesTable {
  customer_id: string;
  provider: string;
  subject: string;
  user_id: string;
  created_at: number;
}

export type AuthTokenKind = 'user' | 'signup' | 'email_verify' | 'password_reset' | 'phone_reset';

export interface AuthTokensTable {
  token_hash: string;
  customer_id: string;
  user_id: string;
  kind: AuthTokenKind;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export type CodePurpose = 'verify_phone' | 'reset_phone';

export interface OneTimeCodesTable {
  id: string;
  customer_id: string;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: number;
  failed_attempts: number;
  sends: number;
  last_sent_at: number;
  used_at: number | null;
}

export interface ProfilesTable {
  id: string;
  customer_id: string;
  user_id: string;
  name: string;
  type: 'REGULAR' | 'KIDS';
  created_at: number;
}

export interface OutboxTable {
  id: string;
  customer_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
  /** When it was handed to the SMTP server; null until then (and for messages kept for the operator). */
  sent_at: number | null;
  /** When to try sending it next; null when it is not to be sent (SMS, no SMTP server) or was sent. */
  next_attempt_at: number | null;
  attempts: number;
  last_error: string | null;
}

export interface MyListTable {
  customer_id: string;
  profile_id: string;
  item_id: string;
  created_at: number;
}

export interface ResumePointsTable {
  customer_id: string;
  profile_id: string;
  video_id: string;
  status: number;
  resume_time: number;
  ref_id: string | null;
  ref_type: string | null;
  updated_at: number;
}

/** A programme saved for offline viewing by one profile on one device; removed_at once deleted. */
export interface DownloadsTable {
  id: string;
  customer_id: string;
  user_id: string;
  profile_id: string;
  device_id: string;
  video_id: string;
  quality: string;
  created_at: number;
  expires_at: number;
  removed_at: number | null;
}

export interface PackagesTable {
  customer_id: string;
  id: string;
  name: string;
  description: string;
  /** Always 0 today: Lumen is free; gifts go through the donation site. */
  price_cents: number;
  currency: string;
  period_days: number;
  kind: 'free' | 'supporter';
  position: number;
  active: number;
  created_at: number;
}

export interface SubscriptionsTable {
  id: string;
  customer_id: string;
  user_id: string;
  package_id: string;
  started_at: number;
  /** Active while started_at <= now < expires_at. */
  expires_at: number;
  /** 1: the viewer wants the plan renewed when it runs out (the app then offers to renew). */
  recurring: number;
  /** When auto-renew was turned off (or the plan was replaced by another). */
  cancelled_at: number | null;
}

export interface SharesTable {
  id: string;
  customer_id: string;
  user_id: string;
  profile_id: string | null;
  item_id: string;
  service: string;
  created_at: number;
}

export interface FeedbackTable {
  id: string;
  customer_id: string;
  user_id: string;
  profile_id: string | null;
  item_id: string | null;
  program_name: string;
  episode_name: string;
  rating: number | null;
  message: string;
  email: string | null;
  first_name: string;
  last_name: string;
  created_at: number;
}

/** What the app reports, e.g. { event: 'search', value: the key }. */
export interface AnalyticsEventsTable {
  id: string;
  customer_id: string;
  event: string;
  value: string;
  /** The signed-in user, when the call carried a live user token. */
  user_id: string | null;
  profile_id: string | null;
  created_at: number;
}

/** A person who wrote to us through the contact form (one per customer and e-mail). */
export interface ContactsTable {
  id: string;
  customer_id: string;
  email: string;
  email_lc: string;
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  created_at: number;
}

/** A message of the contact form; contact_id is set by the association step. */
export interface ContactMessagesTable {
  id: string;
  customer_id: string;
  contact_id: string | null;
  interaction_type: string;
  user_interaction_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  message_content: string;
  country: string;
  created_at: number;
}

export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'used';

/** A TV's sign-in pairing (see migrations/0009_device_codes.ts). */
export interface DeviceCodesTable {
  id: string;
  customer_id: string;
  device_code_hash: string;
  user_code: string;
  status: DeviceCodeStatus;
  user_id: string | null;
  /** Seconds the TV waits between polls. */
  poll_interval: number;
  last_polled_at: number | null;
  expires_at: number;
  created_at: number;
}

/** A film being made into streams (ingest/jobs.ts): the embedded queue and what the studio reads. */
export interface IngestJobsTable {
  customer_id: string;
  id: string;
  programme_id: string;
  /** The tus upload's id: its file is DATA_DIR/uploads/<upload_id>. */
  upload_id: string;
  file_name: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  /** Thousandths done. */
  progress: number;
  seconds_left: number | null;
  attempts: number;
  error: string | null;
  /** The stream made, once done (DATA_DIR/media/library/<media_id>). */
  media_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  /** Not taken before this (a retry waits, with backoff). */
  run_after: number;
  /** A running job belongs to its worker until then; the worker renews it while ffmpeg works. */
  lease_until: number | null;
  lease_owner: string | null;
}

export interface Database {
  customers: CustomersTable;
  items: ItemsTable;
  search_terms: SearchTermsTable;
  catalogue_entries: CatalogueEntriesTable;
  item_tags: ItemTagsTable;
  app_config: AppConfigTable;
  blogs: BlogsTable;
  blog_tags: BlogTagsTable;
  app_tokens: AppTokensTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  auth_tokens: AuthTokensTable;
  one_time_codes: OneTimeCodesTable;
  profiles: ProfilesTable;
  outbox: OutboxTable;
  ingest_jobs: IngestJobsTable;
  my_list: MyListTable;
  resume_points: ResumePointsTable;
  downloads: DownloadsTable;
  packages: PackagesTable;
  subscriptions: SubscriptionsTable;
  shares: SharesTable;
  feedback: FeedbackTable;
  analytics_events: AnalyticsEventsTable;
  contacts: ContactsTable;
  contact_messages: ContactMessagesTable;
  device_codes: DeviceCodesTable;
  server_secrets: ServerSecretsTable;
  operators: OperatorsTable;
  operator_links: OperatorLinksTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  studio_programmes: StudioProgrammesTable;
  live_channels: LiveChannelsTable;
  live_schedules: LiveSchedulesTable;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** A studio operator (see migrations/0012_studio.ts): an owner or an editor, never a viewer. */
export interface OperatorsTable {
  id: string;
  customer_id: string;
  email: string;
  role: 'owner' | 'editor';
  status: 'invited' | 'active' | 'disabled';
  password_hash: string | null;
  /** The authenticator's secret (base32) once the operator has set up the second step. */
  totp_secret: string | null;
  created_at: number;
  updated_at: number;
}

/** A one-time link: the first owner's, or an invitation. Holds the secret its welcome page shows. */
export interface OperatorLinksTable {
  token_hash: string;
  operator_id: string;
  totp_secret: string;
  expires_at: number;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  expires_at: number;
}

/** Who changed what, when, with the record before and after (JSON text). */
export interface AuditLogTable {
  id: string;
  customer_id: string;
  at: number;
  /** The customer's entries numbered in the order written (migrations/0017_audit_order.ts). */
  seq: number;
  operator: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

/** A programme as the studio keeps it; published ones are also in items. */
export interface StudioProgrammesTable {
  customer_id: string;
  id: string;
  kind: string;
  parent_id: string;
  status: 'draft' | 'published' | 'scheduled';
  publish_at: number | null;
  version: number;
  /** The editor's fields (contract/studio.ts ProgrammeFields) as JSON text. */
  fields: string;
  created_at: number;
  updated_at: number;
  updated_by: string;
}

/** A live channel (see migrations/0015_live_channels.ts); viewers get its item from items. */
export interface LiveChannelsTable {
  customer_id: string;
  id: string;
  /** Its place in the Live TV list. */
  position: number;
  version: number;
  /** The editor's fields (contract/studio-live.ts LiveChannelFields) as JSON text. */
  fields: string;
  created_at: number;
  updated_at: number;
  updated_by: string;
}

/** A channel's uploaded schedule for one day of its zone: the checked lines as the file viewers get. */
export interface LiveSchedulesTable {
  customer_id: string;
  channel_id: string;
  /** YYYY-MM-DD in the channel's zone. */
  day: string;
  version: number;
  programmes: number;
  text: string;
  uploaded_at: number;
  uploaded_by: string;
}

import type {
  AppTokensTable,
  AuthTokensTable,
  DeviceCodesTable,
  OneTimeCodesTable,
  OutboxTable,
  ProfilesTable,
  UserIdentitiesTable,
  UsersTable,
} from './schema-accounts.js';
import type {
  AnalyticsEventsTable,
  ContactMessagesTable,
  ContactsTable,
  DownloadsTable,
  FeedbackTable,
  MyListTable,
  PackagesTable,
  ResumePointsTable,
  SharesTable,
  SubscriptionsTable,
} from './schema-activity.js';
import type {
  AppConfigTable,
  BlogsTable,
  BlogTagsTable,
  CatalogueEntriesTable,
  ItemsTable,
  ItemTagsTable,
  ItemTextsTable,
  SearchTermsTable,
} from './schema-catalogue.js';
import type {
  AuditLogTable,
  IngestJobsTable,
  LiveChannelsTable,
  LiveSchedulesTable,
  OperatorLinksTable,
  OperatorSessionsTable,
  OperatorsTable,
  StudioProgrammesTable,
} from './schema-studio.js';

/*
 * The database as kysely sees it: the Database of every table, the customers and the server's own
 * secrets, and (from here, so the rest of the code imports one module) the tables of each area:
 * schema-catalogue.ts, schema-accounts.ts, schema-activity.ts and schema-studio.ts.
 */

export type * from './schema-accounts.js';
export type * from './schema-activity.js';
export type * from './schema-catalogue.js';
export type * from './schema-studio.js';

/** Tables as kysely sees them. Every table has a primary key; no triggers, no engine-only types. */
export interface CustomersTable {
  id: string;
  name: string;
  /** Version of the demo seed written for this customer; a row exists only once seeding finished. */
  seed_version: number;
  created_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface Database {
  customers: CustomersTable;
  items: ItemsTable;
  item_texts: ItemTextsTable;
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

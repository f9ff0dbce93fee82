/*
 * The studio's tables: operators with their links and sessions, the audit log, the programmes the
 * studio keeps, live channels and their schedules, and the ingest queue of films being made into
 * streams. Part of the Database of schema.ts.
 */
import type { JobStatus } from '../../../contract/ingest.js';
import type { OperatorRole, OperatorStatus, PublicationStatus } from '../../../contract/studio.js';

/** A studio operator (see migrations/0012_studio.ts): an owner or an editor, never a viewer. */
export interface OperatorsTable {
  id: string;
  customer_id: string;
  email: string;
  role: OperatorRole;
  status: OperatorStatus;
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
  status: PublicationStatus;
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

/** A film being made into streams (ingest/jobs.ts): the embedded queue and what the studio reads. */
export interface IngestJobsTable {
  customer_id: string;
  id: string;
  programme_id: string;
  /** The tus upload's id: its file is DATA_DIR/uploads/<upload_id>. */
  upload_id: string;
  file_name: string;
  status: JobStatus;
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

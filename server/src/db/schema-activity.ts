/*
 * What viewers do and have: my list, resume points, downloads, packages and subscriptions, shares,
 * feedback, analytics events, and the contact form's contacts and messages. Part of the Database of schema.ts.
 */
import type { PlanKind } from '../../../contract/studio-site.js';

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
  kind: PlanKind;
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

import * as v from 'valibot';
import * as answer from '../../../contract/answers.js';
import { jsonSchemaOf } from './json-schema.js';

/**
 * What every API route answers, route by route, from the one definition of each shape in
 * contract/answers.ts. Each route carries its answer's JSON Schema (plugins/route-schemas.ts), by
 * which Fastify serialises the objects it answers; answers sent already written (a catalogue's
 * stored items) are checked against the same schema in the server's tests (plugins/answer-check.ts),
 * and a test fails when a route has none. Objects are closed: a field that is not in the contract (a
 * password hash, a customer id) is never serialised, and in a test it is a mismatch.
 */
export const ANSWERS: Record<string, v.GenericSchema> = {
  // Tokens and content.
  'POST /api/get-token': answer.TokenAnswer,
  'GET /api/refresh-token': answer.TokenAnswer,
  'GET /api/appconfig': answer.AppConfigAnswer,
  'GET /api/catalogues': answer.CatalogueAnswer,
  'GET /api/catalogues/allowed': answer.AllowedIdsAnswer,
  'GET /api/video': answer.VideoAnswer,
  'GET /api/blogs': answer.BlogsAnswer,
  'GET /api/search': answer.ItemListAnswer,
  'GET /api/v2/search': answer.ItemListAnswer,
  'GET /api/searchvideo': answer.ItemListAnswer,
  'GET /api/v2/searchvideo': answer.ItemListAnswer,
  'GET /api/playback/:id': answer.PlaybackAnswer,
  'GET /api/live/:id/stream': answer.LiveStreamAnswer,
  'GET /api/country': answer.CountryAnswer,

  // Accounts.
  'POST /api/login': answer.SignedInAnswer,
  'POST /api/social-login': answer.SignedInAnswer,
  'POST /api/social-register': answer.SignedInAnswer,
  // Signed in, or 202 while the phone has not answered yet (error.status authorization_pending).
  'POST /api/device/token': v.union([answer.SignedInAnswer, answer.ErrorAnswer]),
  'POST /api/register': answer.RegisteredAnswer,
  'POST /api/confirm/:username': answer.ConfirmedAnswer,
  'POST /api/confirm-mobile': answer.MessageAnswer,
  'POST /api/trigger-email-verification': answer.MessageAnswer,
  'POST /api/trigger-mobile-verification': answer.CodeSentAnswer,
  'POST /api/reset': answer.ResetAnswer,
  'POST /api/update-password': answer.MessageAnswer,
  'POST /api/update-password-mobile': answer.MessageAnswer,
  'POST /api/change-password': answer.MessageAnswer,
  'POST /api/logout': answer.MessageAnswer,
  'GET /api/account': answer.AccountAnswer,
  'POST /api/device/code': answer.DeviceCodeAnswer,
  'POST /api/device/approve': answer.MessageAnswer,
  'POST /api/device/deny': answer.MessageAnswer,

  // Profiles.
  'GET /api/profiles': answer.ProfileListAnswer,
  'POST /api/profiles/create': answer.ProfileChangeAnswer,
  'PATCH /api/profiles/:id': answer.ProfileChangeAnswer,
  'DELETE /api/profiles/:id': answer.ProfileChangeAnswer,
  'POST /api/profiles/verify-password': answer.MessageAnswer,

  // My List and Continue Watching.
  'GET /api/mylist': answer.CatalogueAnswer,
  'POST /api/mylist': answer.MyListChangeAnswer,
  'POST /api/resume': answer.ResumeSavedAnswer,
  'GET /api/get-resume-list/': answer.ResumeListAnswer,
  'DELETE /api/resume/:videoId': answer.ResumeRemovedAnswer,

  // Downloads for offline viewing.
  'POST /api/downloads': answer.DownloadAddedAnswer,
  'POST /api/downloads/renew': answer.DownloadsRenewedAnswer,
  'DELETE /api/downloads/:id': answer.DownloadRemovedAnswer,

  // Packages and subscriptions.
  'GET /api/packages': answer.PackagesAnswer,
  'GET /api/subscriptions': answer.SubscriptionsAnswer,
  'POST /api/subscriptions': answer.SubscriptionChangeAnswer,
  'PATCH /api/subscriptions/:id': answer.SubscriptionChangeAnswer,
  'POST /api/subscriptions/:id/cancel': answer.SubscriptionChangeAnswer,

  // What viewers say and share.
  'POST /api/feedback': answer.FeedbackSentAnswer,
  'GET /api/feedback': answer.FeedbackListAnswer,
  'POST /api/shares': answer.ShareSentAnswer,
  'GET /api/shares': answer.ShareListAnswer,
  'POST /api/analytics/events': answer.MessageAnswer,

  // Contact and the CRM gateway.
  'POST /api/contactus': answer.ContactUsAnswer,
  'POST /api/contacts/create': answer.RecordIdAnswer,
  'POST /api/contacts/contact-us': answer.RecordIdAnswer,
  'GET /api/contacts/find/:email': answer.RecordIdAnswer,
  'PUT /api/contacts/association': answer.AssociationAnswer,

  // The outbox (DEMO_OUTBOX=1 only).
  'GET /api/dev/outbox': answer.OutboxAnswer,
};

/** Every failure's answer. */
export const ERROR_ANSWER = jsonSchemaOf(answer.ErrorAnswer);

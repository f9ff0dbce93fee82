/**
 * What every area of the studio's contract shares: the format of the studio's ids, and the
 * studio's messages (the server sends the same words).
 */
import * as v from 'valibot';

/** What the studio says; the server sends the same words. */
export const STUDIO_MESSAGES = {
  signInRequired: 'Please sign in to the studio.',
  sessionEnded: 'Your studio session has ended. Please sign in again.',
  badSignIn: 'That e-mail address and password do not match an operator.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  badCode: 'That code is not right, or it has expired. Enter the newest code from your authenticator app.',
  ownersOnly: 'Only an owner can do this.',
  badLink: 'This studio link is invalid, already used, or expired. Ask an owner for a new invitation.',
  operatorExists: 'An operator with this e-mail address already exists.',
  lastOwner: 'The studio must keep at least one active owner.',
  programmeNotFound: 'This programme could not be found. It may have been deleted.',
  carouselNotFound: 'This carousel could not be found.',
  changedElsewhere: 'Someone else saved this since you opened it. Reload to see their changes, then make yours again.',
  badParent: (kind: string, parent: string) => `A ${kind} belongs to a ${parent}: choose one.`,
  parentMissing: 'The programme this belongs to could not be found.',
  hasChildren: 'Delete or move what belongs to this programme first.',
  unknownItems: (ids: string[]) => `These are not published programmes: ${ids.join(', ')}.`,
  notCarousels: (ids: string[]) => `A home page holds carousels only (published categories): ${ids.join(', ')} is not one.`,
  scheduleInPast: 'Choose a publication time in the future, or publish now.',
} as const;

/** Ids the studio makes (st-...), and the demo catalogue's (sr0001, cr-home...). */
export const StudioId = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_-]+$/));

/**
 * An answer's type as the studio and the server use it: the fields its (loose, open) schema names,
 * without the index signature valibot gives a loose object, so a value typed by an interface fits.
 */
export type Named<T> = T extends readonly (infer U)[] ? Named<U>[] : T extends object ? { [K in keyof T as string extends K ? never : K]: Named<T[K]> } : T;
/** The output type of a contract schema, its loose objects' index signatures left out. */
export type Output<S extends v.GenericSchema> = Named<v.InferOutput<S>>;

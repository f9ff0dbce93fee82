import * as v from 'valibot';
import { readPersisted, writePersisted } from './persisted';
import { useSession, viewerKey } from './session';

/**
 * The languages each viewer (signed-in user and profile, or no one) last chose in the player, kept
 * on this device: the captions ('off' or a language tag) and the audio (a language tag), so the next
 * film comes in them when it has them.
 */
const KEYS = { captions: 'lumen.captions.v1', audio: 'lumen.audio.v1' } as const;
export type LanguageKind = keyof typeof KEYS;
const Choices = v.record(v.pipe(v.string(), v.maxLength(300)), v.pipe(v.string(), v.maxLength(20)));
/** The most viewers one device remembers (the oldest choices go first). */
const MAX_VIEWERS = 20;

const viewer = () => viewerKey(useSession.getState()) ?? 'signed-out';

/** The language this viewer chose last: null when never chosen. */
export function rememberedLanguage(kind: LanguageKind): string | null {
  return readPersisted(KEYS[kind], Choices, {})[viewer()] ?? null;
}

/** Keeps this viewer's choice for the next film. */
export function rememberLanguage(kind: LanguageKind, language: string): void {
  const choices = readPersisted(KEYS[kind], Choices, {});
  delete choices[viewer()];
  const kept = Object.entries({ ...choices, [viewer()]: language }).slice(-MAX_VIEWERS);
  writePersisted(KEYS[kind], Object.fromEntries(kept));
}

import * as v from 'valibot';
import { readPersisted, writePersisted } from './persisted';
import { useSession, viewerKey } from './session';

/** The caption language each viewer (signed-in user and profile, or no one) last chose: 'off' or a language tag. */
const KEY = 'lumen.captions.v1';
const Choices = v.record(v.pipe(v.string(), v.maxLength(300)), v.pipe(v.string(), v.maxLength(20)));
/** The most viewers one device remembers (the oldest choices go first). */
const MAX_VIEWERS = 20;

const viewer = () => viewerKey(useSession.getState()) ?? 'signed-out';

/** The caption language this viewer chose last ('off' when none, or never chosen). */
export function rememberedCaptions(): string {
  return readPersisted(KEY, Choices, {})[viewer()] ?? 'off';
}

/** Keeps this viewer's caption choice for the next film. */
export function rememberCaptions(language: string): void {
  const choices = readPersisted(KEY, Choices, {});
  delete choices[viewer()];
  const kept = Object.entries({ ...choices, [viewer()]: language }).slice(-MAX_VIEWERS);
  writePersisted(KEY, Object.fromEntries(kept));
}

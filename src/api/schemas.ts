import * as v from 'valibot';
import { AllowedIdsAnswer, AppConfigAnswer, CatalogueAnswer, PlaybackAnswer, TokenAnswer, VideoAnswer } from '../../contract/answers';
import type { AppConfigResponse, CatalogueResponse, PlaybackResponse, TokenResponse, VideoResponse } from '../../contract/answers';

/**
 * Answers are checked where they enter the app, against the one definition of each shape in
 * contract/answers.ts: a malformed answer becomes an ApiError with a readable message instead of a
 * crash deep in a screen. Fields a newer server adds are dropped.
 */
export type Parser<T> = (value: unknown) => T;

/** The parsed answer, or an error naming where it first differs from its shape. */
export function parser<S extends v.GenericSchema, T = v.InferOutput<S>>(schema: S, convert?: (value: v.InferOutput<S>) => T): Parser<T> {
  return (value) => {
    const result = v.safeParse(schema, value);
    if (!result.success) {
      const issue = result.issues[0];
      const where = issue?.path?.length ? ` at ${issue.path.map((step) => String(step.key)).join('.')}` : '';
      throw new Error(`unexpected answer${where}: ${issue?.message ?? 'invalid'}`);
    }
    return convert ? convert(result.output) : (result.output as T);
  };
}

export const parseCatalogue: Parser<CatalogueResponse> = parser(CatalogueAnswer);
export const parseVideo: Parser<VideoResponse> = parser(VideoAnswer);
export const parseAppConfig: Parser<AppConfigResponse> = parser(AppConfigAnswer);
export const parseToken: Parser<TokenResponse> = parser(TokenAnswer);
export const parsePlayback: Parser<PlaybackResponse> = parser(PlaybackAnswer);

/** GET /catalogues/allowed: the ids of those asked that the profile may open. */
export const parseAllowedIds: Parser<string[]> = parser(AllowedIdsAnswer, (raw) => raw.ids);

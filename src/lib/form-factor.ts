/** The three layouts: a 10-foot TV screen, a desktop with a mouse, a phone by touch. */
export type FormFactor = 'tv' | 'desktop' | 'mobile';

/** Narrower than this is a phone layout. */
export const MOBILE_MAX_WIDTH = 767;

const TV_USER_AGENT = /Tizen|Web0S|WebOS|SMART-TV|SmartTV|SMARTTV|\bAFT[A-Z0-9]|Android TV|GoogleTV|BRAVIA|HbbTV|NetCast|VIDAA/i;

export interface FormFactorInput {
  /** location.search, for the `?layout=tv|desktop|mobile` override. */
  search: string;
  userAgent: string;
  viewportWidth: number;
}

/** `?layout=` wins; else a TV user agent gives tv; else the viewport width decides. */
export function chooseFormFactor({ search, userAgent, viewportWidth }: FormFactorInput): FormFactor {
  const override = new URLSearchParams(search).get('layout');
  if (override === 'tv' || override === 'desktop' || override === 'mobile') return override;
  if (TV_USER_AGENT.test(userAgent)) return 'tv';
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** The TV stage: designed at 1920x1080 and scaled to fit the screen. */
export const TV_STAGE = { width: 1920, height: 1080 } as const;

export function tvStageScale(viewportWidth: number, viewportHeight: number): number {
  return Math.min(viewportWidth / TV_STAGE.width, viewportHeight / TV_STAGE.height);
}

/** A catalogue (src/locales/*.po), compiled by @lingui/vite-plugin as it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A catalogue's start or rest part (scripts/vite-lingui-split.ts). */
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

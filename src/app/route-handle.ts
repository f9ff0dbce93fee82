import type { MessageDescriptor } from '@lingui/core';

/** What each route declares about itself (react-router `handle`). */
export interface RouteHandle {
  /** The spec's route name (HomePage, ViewVideo, AllShowsList, ...). */
  name: string;
  /** Shown in the window title and on screens that are not built yet (translated where it is drawn). */
  title: MessageDescriptor;
  /** The home navigation is hidden (ViewVideo, signup). */
  hideNav?: boolean;
}

/** A route's handle: its name in the spec and the page's title. */
export const handle = (name: string, title: MessageDescriptor, extra: Partial<RouteHandle> = {}): RouteHandle => ({ name, title, ...extra });

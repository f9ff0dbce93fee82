/** What each route declares about itself (react-router `handle`). */
export interface RouteHandle {
  /** The spec's route name (HomePage, ViewVideo, AllShowsList, ...). */
  name: string;
  /** Shown in the window title and on screens that are not built yet. */
  title: string;
  /** The home navigation is hidden (ViewVideo, signup). */
  hideNav?: boolean;
}

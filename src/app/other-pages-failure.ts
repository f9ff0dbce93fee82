/**
 * Why the routes of the pages other than home could not be loaded (their chunk did not come: offline
 * before it was ever fetched), or null. app-router.ts sets it; the address the router then lands on
 * (the not-found route, in the table from the start) says so instead of "Page not found".
 */
let failure: unknown = null;

export const otherPagesFailure = (): unknown => failure;

export function setOtherPagesFailure(error: unknown): void {
  failure = error;
}

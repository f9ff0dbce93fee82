import { describe, expect, it } from 'vitest';
import { appRouter } from './app-router';

describe("the app's router", () => {
  it('is made once, at the address the app was opened at', () => {
    const router = appRouter();
    expect(appRouter()).toBe(router);
    expect(router.state.location.pathname).toBe(window.location.pathname);
  });
});

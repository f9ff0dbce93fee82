import { describe, expect, it } from 'vitest';
import { prepareAppRouter, takeAppRouter } from './app-router';

describe("the app's router", () => {
  it('is made once ahead of the first draw and taken once; a later start makes its own', () => {
    prepareAppRouter();
    const first = takeAppRouter();
    const second = takeAppRouter();
    expect(second).not.toBe(first);
    expect(first.state.location.pathname).toBe(window.location.pathname);
    first.dispose();
    second.dispose();
  });
});

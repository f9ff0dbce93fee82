import { beforeEach, describe, expect, it } from 'vitest';
import { afterSignInPath, isAppPath, rememberLastPlayed, rememberPendingPath } from './pending-path';

describe('where sign-in leads', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only paths of this app', () => {
    expect(isAppPath('/viewVideo/ep1/vod?resume=true')).toBe(true);
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil', '/login', 'mylist']) expect(isAppPath(bad), bad).toBe(false);
  });

  it('goes to the pending page, else the last played, else /profile, each once', () => {
    rememberLastPlayed('/viewVideo/ep1/vod');
    rememberPendingPath('/mylist');
    expect(afterSignInPath()).toBe('/mylist');
    expect(afterSignInPath()).toBe('/viewVideo/ep1/vod');
    expect(afterSignInPath()).toBe('/profile');
    rememberPendingPath('https://evil.example');
    expect(afterSignInPath()).toBe('/profile');
  });
});

import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('blocks once the limit is reached, until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.blockedFor('k', limit)).toBe(0);
      limiter.hit('k', limit);
    }
    expect(limiter.blockedFor('k', limit)).toBe(60_000);
    now = 60_000;
    expect(limiter.blockedFor('k', limit)).toBe(0);
  });

  // An attempt is counted before a slow check (so attempts at once cannot all pass the limit
  // first), and given back when it turns out not to count.
  it('gives back an attempt counted ahead', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.hit('k', limit);
    limiter.hit('k', limit);
    limiter.hit('k', limit);
    expect(limiter.blockedFor('k', limit)).toBeGreaterThan(0);
    limiter.release('k');
    expect(limiter.blockedFor('k', limit)).toBe(0);
    limiter.release('unknown');
    expect(limiter.blockedFor('unknown', limit)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { startupFailureMessage } from './startup';

describe('the start-up error message', () => {
  it('says the server could not be reached, in the client words', () => {
    const offline = new ApiError('We could not reach the server. Please check your connection and try again.', 0);
    expect(startupFailureMessage(offline)).toBe('We could not reach the server. Please check your connection and try again.');
  });

  it('names the settings and the server answer once, without saying try again twice', () => {
    expect(startupFailureMessage(new ApiError('The server answered with an error (503). Please try again.', 503))).toBe(
      "We could not load Lumen's settings. The server answered with an error (503). Please try again.",
    );
    expect(startupFailureMessage(new ApiError('Service unavailable', 503))).toBe("We could not load Lumen's settings. Service unavailable. Please try again.");
  });

  it('never shows an internal error message', () => {
    expect(startupFailureMessage(new TypeError("Cannot read properties of undefined (reading 'response')"))).toBe("We could not load Lumen's settings. Please try again.");
    expect(startupFailureMessage('boom')).toBe("We could not load Lumen's settings. Please try again.");
  });
});

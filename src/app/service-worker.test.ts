// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFirstScreen } from '../stores/first-screen';
import { registerServiceWorker, shouldRegisterWorker, type WorkerSupport } from './service-worker';

const WEB: WorkerSupport = { production: true, legacy: false, packaged: false, protocol: 'https:', secureContext: true, hasServiceWorker: true };

describe('where the service worker is registered', () => {
  it('in a production build of the modern bundle, served over https or on localhost', () => {
    expect(shouldRegisterWorker(WEB)).toBe(true);
    expect(shouldRegisterWorker({ ...WEB, protocol: 'http:' })).toBe(true);
  });

  it('nowhere else: development, the legacy bundle of old TV engines, TV packages, file://, plain http, no support', () => {
    expect(shouldRegisterWorker({ ...WEB, production: false })).toBe(false);
    expect(shouldRegisterWorker({ ...WEB, legacy: true })).toBe(false);
    expect(shouldRegisterWorker({ ...WEB, packaged: true })).toBe(false);
    expect(shouldRegisterWorker({ ...WEB, protocol: 'file:' })).toBe(false);
    expect(shouldRegisterWorker({ ...WEB, protocol: 'http:', secureContext: false })).toBe(false);
    expect(shouldRegisterWorker({ ...WEB, hasServiceWorker: false })).toBe(false);
  });
});

describe('when the service worker is registered', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    useFirstScreen.setState({ shown: false });
  });

  it("after the page's load, once the app's first page is on screen: never in start-up's way", async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(() => new Promise<never>(() => undefined));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    vi.stubGlobal('isSecureContext', true);
    useFirstScreen.setState({ shown: false });
    expect(document.readyState).toBe('complete');
    registerServiceWorker();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    useFirstScreen.getState().show();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});

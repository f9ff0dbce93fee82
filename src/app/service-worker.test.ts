import { describe, expect, it } from 'vitest';
import { shouldRegisterWorker, type WorkerSupport } from './service-worker';

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

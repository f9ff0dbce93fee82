// Runs before any other module of the app (the first import of main.tsx): fills in the platform
// APIs that core-js does not polyfill and that old TV engines lack. Only the legacy bundle (engines
// before Chrome 64) and the middle one (Chrome 64 to 104; AbortController came in 66) install them,
// see vite.config.ts: import.meta.env.LEGACY and MIDDLE are both false in the modern chunks, whose
// engines have them all, so the stand-ins are left out of those chunks. The stand-in leaves a
// native AbortController alone.
import { installAbortController } from '../lib/abort-stand-in';

if (import.meta.env.LEGACY || import.meta.env.MIDDLE) installAbortController(window as unknown as Record<string, unknown>);

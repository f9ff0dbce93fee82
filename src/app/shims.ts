// Runs before any other module of the app (the first import of main.tsx): fills in the platform
// APIs that core-js does not polyfill and that old TV engines lack. Only the legacy bundle (every
// engine before Chrome 105, see vite.config.ts) installs them: import.meta.env.LEGACY is false in
// the modern chunks, whose engines have them all, so the stand-ins are left out of those chunks.
import { installAbortController } from '../lib/abort-stand-in';

if (import.meta.env.LEGACY) installAbortController(window as unknown as Record<string, unknown>);

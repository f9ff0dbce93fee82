// Runs before any other module of the app (the first import of main.tsx): fills in the platform
// APIs that core-js does not polyfill and that old TV engines lack. A no-op on current engines.
import { installAbortController } from '../lib/abort-controller';

installAbortController(window as unknown as Record<string, unknown>);

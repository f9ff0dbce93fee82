import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Files that draw (those that start with `// @vitest-environment jsdom`) get the DOM matchers and an
// unmount after each test; the rest run in plain Node, without paying for a DOM or React's.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}

import { i18n } from '@lingui/core';
import { afterEach, vi } from 'vitest';
import { messages } from '../locales/en.po';

// The app's words in English, as a visit from an English-speaking device shows them.
i18n.loadAndActivate({ locale: 'en', messages });

// A component drawn by a test on its own (without main.tsx's I18nProvider) reads that same English:
// Lingui's hook and <Trans> fall back to the app's one i18n instead of throwing.
vi.mock('@lingui/react', async (importOriginal) => {
  const lingui = await importOriginal<typeof import('@lingui/react')>();
  const { createElement, useContext } = await import('react');
  const fallback = { i18n, _: i18n.t.bind(i18n) };
  const useLingui = () => useContext(lingui.LinguiContext) ?? fallback;
  const Trans = (props: Parameters<typeof lingui.Trans>[0]) =>
    useContext(lingui.LinguiContext) ? createElement(lingui.Trans, props) : createElement(lingui.I18nProvider, { i18n }, createElement(lingui.Trans, props));
  return { ...lingui, useLingui, Trans };
});

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

// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initFocusEngine } from '../focus/engine';
import { setFocus } from '../focus/navigation';
import { activateLocale } from '../i18n/language';
import { NavEntryView } from './NavEntryView';

/** Each language's two parts, counted as they are asked for; `failing` makes the next ask of one fail. */
const { asked, failing, part } = vi.hoisted(() => {
  const asked: string[] = [];
  const failing = new Set<string>();
  const part = (locale: string, which: 'start' | 'rest') => () => {
    const name = `${locale}.${which}`;
    asked.push(name);
    if (failing.delete(name)) return Promise.reject(new Error('offline'));
    return Promise.resolve({ messages: { [which]: [`${locale}:${which}`] } });
  };
  return { asked, failing, part };
});
vi.mock('../i18n/catalogues', () => ({
  CATALOGUES: {
    es: { start: part('es', 'start'), rest: part('es', 'rest') },
    fr: { start: part('fr', 'start'), rest: part('fr', 'rest') },
    pl: { start: part('pl', 'start'), rest: part('pl', 'rest') },
  },
}));

function languageEntry(locale: 'es' | 'fr' | 'pl', label: string) {
  return render(
    <MemoryRouter>
      <NavEntryView entry={{ kind: 'language', id: `language-${locale}`, label, locale }} className="nav-panel-entry" />
    </MemoryRouter>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("a language's entry in the Language panel fetches its words ahead of the choice", () => {
  beforeAll(() => initFocusEngine('jsdom'));

  it('starts fetching both parts as the entry takes focus, once however often focus comes back', async () => {
    languageEntry('es', 'Español');
    expect(asked).toEqual([]);
    await act(async () => void (await setFocus('nav:language-es')));
    await settle();
    expect(asked).toEqual(['es.start', 'es.rest']);
    // Away and back, a mouse over it, a finger on it: nothing fetched again.
    await act(async () => void (await setFocus('nav:language-es')));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Español' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Español' }));
    await settle();
    expect(asked).toEqual(['es.start', 'es.rest']);
    // The choice then finds the words in memory.
    await activateLocale('es');
    expect(asked).toEqual(['es.start', 'es.rest']);
    expect(i18n.locale).toBe('es');
  });

  it('starts fetching when a finger goes down on the entry (a phone has no focus to move)', async () => {
    languageEntry('fr', 'Français');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Français' }));
    await settle();
    expect(asked.filter((name) => name.startsWith('fr.'))).toEqual(['fr.start', 'fr.rest']);
  });

  it('a prefetch that fails is dropped quietly; the choice fetches again, and says so when it fails too', async () => {
    failing.add('pl.start');
    failing.add('pl.rest');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    languageEntry('pl', 'Polski');
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Polski' }));
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(asked.filter((name) => name.startsWith('pl.'))).toEqual(['pl.start', 'pl.rest']);
    expect(i18n.locale).toBe('es');
    // The choice's own fetch failing is the choice's failure (the menu then says so).
    failing.add('pl.start');
    await expect(activateLocale('pl')).rejects.toThrow(/Loading chunk failed/);
    expect(i18n.locale).toBe('es');
    // And the next choice, the network back, changes the language.
    await activateLocale('pl');
    expect(asked.filter((name) => name === 'pl.start')).toHaveLength(3);
    expect([i18n.locale, i18n._('start')]).toEqual(['pl', 'pl:start']);
  });
});

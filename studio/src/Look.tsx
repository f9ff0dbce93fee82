import { useMemo, useState, type CSSProperties } from 'react';
import { LOOK_MESSAGES, LookBody, lowContrastLine, THEME_KEYS, THEME_NAMES, type Look as LookAnswer } from '../../contract/studio';
import { THEME_DEFAULTS, type Theme, type ThemeKey } from '../../contract/theme';
import { FOCUS_TEXT, ratioText, readableTheme, themeChecks } from '../../contract/theme-contrast';
import { call, StudioError } from './api';
import { fieldErrors } from './forms';
import { keepNotice, takeNotice } from './router';
import { Field, Loading, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';
import './look.css';

const HEX = /^#[0-9a-f]{6}$/i;
const themeOf = (look: LookAnswer) => Object.fromEntries(look.colours.map((c) => [c.key, c.value])) as Theme;

/** The look: every theme colour of the global configuration, a preview, and the viewer app's own contrast checks. */
export function Look() {
  const [loaded, reload, setLoaded] = useAsync(() => call<LookAnswer>('GET', '/look'), 'look');
  if (loaded.state !== 'ready') {
    return (
      <main>
        <h1 tabIndex={-1}>The look</h1>
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      </main>
    );
  }
  const started = themeOf(loaded.value);
  return <LookEditor key={JSON.stringify(started)} started={started} onSaved={setLoaded} onStale={reload} />;
}

function LookEditor({ started, onSaved, onStale }: { started: Theme; onSaved: (look: LookAnswer) => void; onStale: () => void }) {
  const [colours, setColours] = useState<Theme>(started);
  const [accept, setAccept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState<(SaveMessage & { lines?: string[] }) | null>(() => {
    const notice = takeNotice();
    if (!notice) return null;
    const [text = '', ...lines] = notice.split('\n');
    return { kind: 'success', text, lines };
  });

  // The contract's schema decides what is a colour here, as on the server.
  const errors = fieldErrors(LookBody.entries.colours, colours);
  const checks = useMemo(() => themeChecks(colours), [colours]);
  const failing = checks.filter((c) => !c.passes);
  const changed = THEME_KEYS.some((key) => colours[key] !== started[key]);
  const set = (key: ThemeKey, value: string) => setColours((current) => ({ ...current, [key]: value }));

  // An error notice is an alert: a screen reader says it wherever focus is.
  const say = (next: SaveMessage & { lines?: string[] }) => setMessage(next);
  const save = async () => {
    setShown(true);
    if (Object.keys(errors).length > 0) {
      say({ kind: 'error', text: 'Some colours are not in the form #rrggbb: see the fields marked below.' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.look-colours .invalid input[type="text"]')?.focus());
      return;
    }
    if (failing.length > 0 && !accept) {
      say({ kind: 'error', text: LOOK_MESSAGES.lowContrastInStudio(failing.map(lowContrastLine)) });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await call<LookAnswer>('PUT', '/look', { colours, expected: started, ...(failing.length > 0 && { acceptLowContrast: true }) });
      const text = 'Saved. Viewers’ apps take the new colours when they next load the configuration.';
      keepNotice(saved.warnings.length > 0 ? [`${text} ${LOOK_MESSAGES.savedLowContrast}`, ...saved.warnings].join('\n') : text);
      onSaved(saved);
    } catch (error) {
      say({ kind: 'error', text: error instanceof Error ? error.message : String(error), stale: error instanceof StudioError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <h1 tabIndex={-1}>The look</h1>
      <p>
        The colours of the viewer apps. Each is checked where the apps draw it, with the apps’ own contrast check: text needs 4.5:1, focus rings and focused
        parts 3:1. A colour that fails is drawn in a readable colour instead by the apps.
      </p>
      <div>
        <SaveNotice message={message} onReload={onStale} />
        {message?.lines && message.lines.length > 0 && (
          <ul className="look-warnings" aria-label="Hard to read">
            {message.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="editor look">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <div className="look-colours">
            {THEME_KEYS.map((key) => (
              <ColourField
                key={key}
                themeKey={key}
                value={colours[key]}
                error={shown || colours[key] !== started[key] ? errors[key] && 'Use the form #rrggbb, e.g. #f0d256.' : undefined}
                failing={checks.some((c) => c.key === key && !c.passes)}
                onChange={(value) => set(key, value)}
              />
            ))}
          </div>
          <Checks checks={checks} />
          {failing.length > 0 && (
            <label className="look-accept">
              <input type="checkbox" checked={accept} onChange={(e) => setAccept(e.target.checked)} /> Save even though{' '}
              {failing.length === 1 ? 'one check fails' : `${failing.length} checks fail`} (viewers may not read those colours; the apps draw them in a readable
              colour instead)
            </label>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy || !changed}>
              Save
            </button>
            <button
              type="button"
              disabled={busy || THEME_KEYS.every((key) => colours[key] === THEME_DEFAULTS[key])}
              onClick={() => setColours({ ...THEME_DEFAULTS })}
            >
              Reset to the defaults
            </button>
            <button type="button" disabled={busy || !changed} onClick={() => setColours(started)}>
              Undo changes
            </button>
          </div>
        </form>
        <Preview colours={colours} />
      </div>
    </main>
  );
}

function ColourField({
  themeKey,
  value,
  error,
  failing,
  onChange,
}: {
  themeKey: ThemeKey;
  value: string;
  error: string | undefined;
  failing: boolean;
  onChange: (value: string) => void;
}) {
  const id = `look-${themeKey}`;
  const name = THEME_NAMES[themeKey];
  const fallback = THEME_DEFAULTS[themeKey];
  return (
    <Field id={id} label={name} error={error} hint={`${themeKey}${failing ? ' · fails a contrast check' : ''}`}>
      <div className="look-inputs">
        <input
          type="color"
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          aria-label={`${name}: choose a colour`}
          aria-describedby={`${id}-hint`}
        />
        <input
          id={id}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value.trim())}
          // "f0d256" is taken as "#f0d256".
          onBlur={() => /^[0-9a-f]{6}$/i.test(value) && onChange(`#${value}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        {value.toLowerCase() !== fallback && (
          <button type="button" onClick={() => onChange(fallback)} aria-label={`${name}: use the default, ${fallback}`}>
            Default
          </button>
        )}
      </div>
    </Field>
  );
}

function Checks({ checks }: { checks: ReturnType<typeof themeChecks> }) {
  const failing = checks.filter((c) => !c.passes).length;
  return (
    <section className="look-checks" aria-labelledby="look-checks-title">
      <h2 id="look-checks-title">Contrast</h2>
      <p role="status">{failing === 0 ? `All ${checks.length} checks pass.` : `${failing} of ${checks.length} checks fail.`}</p>
      <table className="list">
        <thead>
          <tr>
            <th scope="col">Colour</th>
            <th scope="col">Drawn with</th>
            <th scope="col">Ratio</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((c) => (
            <tr key={`${c.key}|${c.where}`} className={c.passes ? undefined : 'fails'}>
              <td>
                {THEME_NAMES[c.key]}
                <small>{c.where}</small>
              </td>
              <td>{c.againstKey ? THEME_NAMES[c.againstKey] : c.against}</td>
              <td>
                {ratioText(c.ratio)} <small>needs {c.needed}:1</small>
              </td>
              <td>
                <strong>{c.passes ? '✓ Passes' : '✗ Fails'}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A mock of the viewer app in the chosen colours (a colour not yet valid is drawn in its default). */
function Preview({ colours }: { colours: Theme }) {
  const theme = Object.fromEntries(THEME_KEYS.map((key) => [key, HEX.test(colours[key]) ? colours[key] : THEME_DEFAULTS[key]])) as Theme;
  // The label the apps draw on each focus colour (dark, or white where dark would not read).
  const labels = readableTheme(theme, THEME_DEFAULTS).variables;
  const label = (variable: string) => labels[variable] ?? FOCUS_TEXT;
  const ring = (colour: string): CSSProperties => ({ outline: `3px solid ${colour}`, outlineOffset: '2px' });
  return (
    <section className="preview look-preview" aria-labelledby="look-preview-title">
      <h2 id="look-preview-title">Preview</h2>
      <p className="hint">Drawn with the colours as chosen, focused parts marked “focused”.</p>
      <div className="look-app" aria-hidden="true">
        <div className="look-menu">
          <span style={{ background: theme.menu_button_focus_color, color: label('--menu-button-focus-text-color') }}>Home (focused)</span>
          <span>Shows</span>
          <span>Live</span>
        </div>
        <div className="look-banner">
          <strong style={{ color: theme.shalom_theme_color }}>Featured</strong>
          <span className="look-button" style={{ background: theme.banner_button_color, color: theme.banner_button_text_color }}>
            ▶ Watch now
          </span>
          <span
            className="look-button"
            style={{ background: theme.banner_button_color, color: theme.banner_button_text_color, ...ring(theme.banner_button_highlight_color) }}
          >
            + My List (focused)
          </span>
        </div>
        <h3 style={{ color: theme.category_title_text_color }}>New releases</h3>
        <div className="look-cards">
          <div className="look-card" style={ring(theme.thumbnail_focus_color)}>
            <div className="look-thumb" />
            <span style={{ color: theme.thumbnail_title_text_color }}>Focused card</span>
          </div>
          <div className="look-card">
            <div className="look-thumb" />
            <span style={{ color: theme.thumbnail_title_text_color }}>A card</span>
          </div>
        </div>
        <div className="look-detail">
          <p style={{ color: theme.detail_page_description_text_color }}>A description on the detail page.</p>
          <span className="look-button" style={{ background: theme.detail_page_button_color, color: theme.detail_button_text_color }}>
            Episodes
          </span>
          <span className="look-button" style={{ background: theme.detail_page_button_focus_color, color: label('--detail-page-button-focus-text-color') }}>
            Play (focused)
          </span>
          <span className="look-button" style={{ background: theme.search_button_focus_color, color: label('--search-button-focus-text-color') }}>
            Search key A (focused)
          </span>
        </div>
        <div className="look-player">
          <div className="look-seek">
            <div style={{ background: theme.player_seek_bar_color }} />
          </div>
          <span className="look-button look-player-button" style={{ color: theme.player_button_color }}>
            ⏸ Pause
          </span>
          <span className="look-button" style={{ background: theme.player_button_focus_color, color: label('--player-button-focus-text-color') }}>
            ⏩ Forward (focused)
          </span>
        </div>
      </div>
    </section>
  );
}

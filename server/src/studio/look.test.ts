import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOK_MESSAGES, STUDIO_MESSAGES, THEME_KEYS, type Look } from '../../../contract/studio.js';
import { THEME_DEFAULTS } from '../../../contract/theme.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { build, type TestServer } from '../../test/helper.js';
import { studioTeam } from '../../test/studio.js';

const START = Date.parse('2026-11-29T10:00:00.000Z');
let server: TestServer;
const api = caller(() => server);

async function studio(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: token ? bearer(token) : {}, payload: payload as Json });
  return { status: response.statusCode, body: response.json() as Json };
}

let owner = '';
let editor = '';

/** An owner (with the authenticator's code) made as the command makes one, then an editor the owner invites. */
beforeAll(async () => {
  server = await build({ startMs: START });
  ({ owner, editor } = await studioTeam(server, 'look', START));
});
afterAll(async () => {
  await server.close();
});

const coloursOf = (look: Look) => Object.fromEntries(look.colours.map((c) => [c.key, c.value]));
const appConfig = async () => (await api.call('GET', '/api/appconfig')).body.response as Record<string, string>;

describe('the look', () => {
  it('lists every theme colour with its default and the contrast checks, all passing on the defaults', async () => {
    const look = await studio('GET', '/look', editor);
    expect(look.status).toBe(200);
    expect(look.body.colours.map((c: Json) => c.key)).toEqual(THEME_KEYS);
    expect(look.body.colours[0]).toMatchObject({ key: 'shalom_theme_color', name: 'Theme colour', value: '#f0d256', default: '#f0d256' });
    expect(look.body.checks.length).toBeGreaterThan(15);
    expect(look.body.checks.every((c: Json) => c.passes && c.ratio >= c.needed)).toBe(true);
    expect(look.body.warnings).toEqual([]);
  });

  it('lets an editor change a colour: viewers get it from /api/appconfig at once, and the audit log has before and after', async () => {
    expect((await appConfig()).shalom_theme_color).toBe('#f0d256');
    const look = (await studio('GET', '/look', editor)).body as Look;
    const colours = { ...coloursOf(look), shalom_theme_color: '#7fd4ff' };
    const saved = await studio('PUT', '/look', editor, { colours, expected: coloursOf(look) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.colours[0].value).toBe('#7fd4ff');
    expect((await appConfig()).shalom_theme_color).toBe('#7fd4ff');
    expect((await studio('GET', '/look', owner)).body.colours[0].value).toBe('#7fd4ff');

    const audit = (await studio('GET', '/audit', owner)).body.entries as Json[];
    const entry = audit.find((e) => e.action === 'look.save')!;
    expect(entry).toMatchObject({ operator: 'look-editor@example.org', target: 'theme' });
    expect(JSON.parse(entry.before as string)).toEqual({ shalom_theme_color: '#f0d256' });
    expect(JSON.parse(entry.after as string)).toEqual({ shalom_theme_color: '#7fd4ff' });
  });

  it('refuses a pair that does not read, naming both keys and the ratio, and saves it with acceptLowContrast, warning', async () => {
    const look = (await studio('GET', '/look', owner)).body as Look;
    const colours = { ...coloursOf(look), banner_button_color: '#ffffff', banner_button_text_color: '#eeeeee' };
    const refused = await studio('PUT', '/look', owner, { colours, expected: coloursOf(look) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(
      /^These colours would be hard to read: Banner button text \(banner_button_text_color\) on Banner button \(banner_button_color\): 1\.1\d:1, needs 4\.5:1/,
    );
    expect((await appConfig()).banner_button_color).toBe(THEME_DEFAULTS.banner_button_color);

    const accepted = await studio('PUT', '/look', owner, { colours, expected: coloursOf(look), acceptLowContrast: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.warnings).toEqual([
      expect.stringMatching(/^Banner button text \(banner_button_text_color\) on Banner button \(banner_button_color\): 1\.1\d:1, needs 4\.5:1/),
    ]);
    expect(accepted.body.checks.find((c: Json) => c.key === 'banner_button_text_color')).toMatchObject({ againstKey: 'banner_button_color', passes: false });
    expect(await appConfig()).toMatchObject({ banner_button_color: '#ffffff', banner_button_text_color: '#eeeeee' });
    expect(LOOK_MESSAGES.savedLowContrast).toContain('hard to read');
    // The API names its flag; the studio, which checks before sending, names its tick box instead.
    expect(refused.body.error.message).toContain('send acceptLowContrast: true');
    expect(LOOK_MESSAGES.lowContrastInStudio(['a line'])).toContain('tick “Save even though”');
    expect(LOOK_MESSAGES.lowContrastInStudio(['a line'])).not.toContain('acceptLowContrast');
  });

  it('refuses a save over colours changed since the editor opened them (409), changing nothing', async () => {
    const opened = coloursOf((await studio('GET', '/look', editor)).body as Look);
    // The owner puts the banner's readable colours back, and changes the seek bar.
    const banner = { banner_button_color: THEME_DEFAULTS.banner_button_color, banner_button_text_color: THEME_DEFAULTS.banner_button_text_color };
    const first = await studio('PUT', '/look', owner, { colours: { ...opened, ...banner, player_seek_bar_color: '#ff8800' }, expected: opened });
    expect(first.body.warnings).toEqual([]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await studio('PUT', '/look', editor, { colours: { ...opened, ...banner, thumbnail_focus_color: '#00ff00' }, expected: opened });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STUDIO_MESSAGES.changedElsewhere);
    expect(await appConfig()).toMatchObject({ player_seek_bar_color: '#ff8800', thumbnail_focus_color: THEME_DEFAULTS.thumbnail_focus_color });
  });

  it('takes #rrggbb only and every key, and no viewer or signed-out caller', async () => {
    const opened = coloursOf((await studio('GET', '/look', editor)).body as Look);
    for (const value of ['red', '#fff', 'rgb(0,0,0)', '#12345g'])
      expect((await studio('PUT', '/look', editor, { colours: { ...opened, shalom_theme_color: value }, expected: opened })).status, value).toBe(400);
    const { shalom_theme_color: _dropped, ...missing } = opened;
    expect((await studio('PUT', '/look', editor, { colours: missing, expected: opened })).status).toBe(400);
    // A key that is no theme colour is dropped (the server's schemas remove what they do not name), never stored.
    await studio('PUT', '/look', editor, { colours: { ...opened, extra_color: '#000000' }, expected: opened });
    expect((await appConfig()).extra_color).toBeUndefined();

    const viewer = await api.signedIn('look-viewer');
    expect((await studio('GET', '/look', viewer.token)).status).toBe(401);
    const asViewer = await studio('PUT', '/look', viewer.token, {
      colours: { ...opened, shalom_theme_color: '#000000' },
      expected: opened,
      acceptLowContrast: true,
    });
    expect(asViewer.status).toBe(401);
    expect((await studio('GET', '/look')).status).toBe(401);
    expect((await appConfig()).shalom_theme_color).toBe(opened.shalom_theme_color);
  });
});

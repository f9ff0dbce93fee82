import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankProgramme, TRANSLATION_MESSAGES, type ProgrammeFields, type RokuFeed } from '../../../contract/studio.js';
import type { ContentItem } from '../../../contract/answers.js';
import { bearer, caller, type Json } from '../../test/accounts.js';
import { feedVideo } from '../../test/feeds.js';
import { build, type TestServer } from '../../test/helper.js';
import { studioOwner } from '../../test/studio.js';

/**
 * Operators give a programme its translations (issue 52): through the programme's save, and a feed's
 * import and export. Viewers asking in those languages get them; search finds them, accents folded.
 */
const START = Date.parse('2026-11-29T10:00:00.000Z');
let server: TestServer;
let token = '';
const api = caller(() => server);

beforeAll(async () => {
  server = await build({ startMs: START });
  token = await studioOwner(server, 'translations-owner@example.org', START);
});
afterAll(async () => {
  await server.close();
});

async function studio(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await server.app.inject({ method, url: `/studio-api${url}`, headers: bearer(token), payload: payload as Json });
  return { status: response.statusCode, body: response.json() as Json };
}

const fields = (title: string, more: Partial<ProgrammeFields> = {}): ProgrammeFields => ({
  ...blankProgramme('video'),
  title,
  description: `${title}, made in the studio.`,
  ...more,
});
/** Every video search finds for `key`, page after page of 100. */
async function search(key: string, extra: Record<string, string> = {}): Promise<ContentItem[]> {
  const found: ContentItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call(
      'GET',
      `/api/v2/search?type=VIDEO&st=WORD&tagsearch=true&search=${encodeURIComponent(key)}&page=${page}&limit=100`,
      undefined,
      extra,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    found.push(...(answer.body.items as ContentItem[]));
    if (answer.body.count < 100) return found;
  }
}

describe('a programme’s translations in the studio', () => {
  let id = '';

  it('are saved with the programme and reach viewers once it is published', async () => {
    const created = await studio('POST', '/programmes', {
      fields: fields('Mary, Mother of God', {
        translations: [
          { locale: 'es', title: 'María, Madre de Dios', description: 'Una meditación sobre María.' },
          { locale: 'pl', title: 'Maryja, Matka Boża', description: 'Rozważanie o Maryi.' },
        ],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    id = created.body.id;
    expect(created.body.fields.translations).toHaveLength(2);
    expect((await studio('POST', `/programmes/${id}/publication`, { version: 1, status: 'published' })).status).toBe(200);

    const inSpanish = (await api.call('GET', `/api/video?id=${id}`, undefined, { 'accept-language': 'es' })).body._embedded.collections[0] as ContentItem;
    expect(inSpanish).toMatchObject({ name: 'María, Madre de Dios', title: 'María, Madre de Dios', description: 'Una meditación sobre María.' });
    expect(inSpanish.languages[0]).toEqual({ name: 'Español', title: 'María, Madre de Dios', description: 'Una meditación sobre María.' });
    // A language it has no translation in: its own.
    const inFrench = (await api.call('GET', `/api/video?id=${id}&lang=fr`)).body._embedded.collections[0] as ContentItem;
    expect(inFrench.name).toBe('Mary, Mother of God');
  });

  it('are found by search: "María" and "maria" find the programme whose Spanish title has María', async () => {
    for (const key of ['María', 'maria', 'MARIA madre', 'Maryja matka', 'maryja, matka boża']) {
      expect(
        (await search(key)).map((i) => i.id),
        key,
      ).toContain(id);
    }
    const found = (await search('maria', { 'accept-language': 'es' })).find((i) => i.id === id);
    expect(found?.title).toBe('María, Madre de Dios');
  });

  it('change with a save, and are refused in the programme’s own language, twice, or in a language Lumen does not speak', async () => {
    const current = (await studio('GET', `/programmes/${id}`)).body;
    const save = (translations: unknown) => studio('PUT', `/programmes/${id}`, { version: current.version, fields: { ...current.fields, translations } });
    const own = await save([{ locale: 'en', title: 'Mary', description: '' }]);
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(TRANSLATION_MESSAGES.ownLanguage('en'));
    const twice = await save([
      { locale: 'fr', title: 'Marie', description: '' },
      { locale: 'fr', title: 'Marie, Mère de Dieu', description: '' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(TRANSLATION_MESSAGES.twice('fr'));
    const unknown = await save([{ locale: 'de', title: 'Maria', description: '' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/locale/);
    const tooLong = await save([{ locale: 'it', title: 'M'.repeat(201), description: '' }]);
    expect(tooLong.status).toBe(400);
    const empty = await save([{ locale: 'it', title: '', description: '' }]);
    expect(empty.status).toBe(400);

    const saved = await save([{ locale: 'it', title: 'Maria, Madre di Dio', description: 'Una meditazione su Maria.' }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Published programmes are written again by a save's publication.
    expect((await studio('POST', `/programmes/${id}/publication`, { version: saved.body.version, status: 'published' })).status).toBe(200);
    const inItalian = (await api.call('GET', `/api/video?id=${id}&lang=it`)).body._embedded.collections[0] as ContentItem;
    expect(inItalian.title).toBe('Maria, Madre di Dio');
    const inSpanish = (await api.call('GET', `/api/video?id=${id}&lang=es`)).body._embedded.collections[0] as ContentItem;
    expect(inSpanish.title).toBe('Mary, Mother of God');
    expect((await search('madre de dios')).map((i) => i.id)).not.toContain(id);
  });
});

describe('a feed’s translations', () => {
  const feed = (): RokuFeed => ({
    providerName: 'Saint Anne Parish',
    language: 'en',
    movies: [
      feedVideo('tr1', 'The Holy Rosary', {
        translations: [
          { locale: 'es', title: 'El Santo Rosario', description: 'Rezamos juntos el Rosario.' },
          { locale: 'pt-BR', title: 'O Santo Terço', description: 'Rezamos juntos o Terço.' },
          { locale: 'pt-BR', title: 'O Santo Rosário', description: 'Dois no mesmo idioma: o primeiro fica.' },
          { locale: 'en', title: 'Its own language', description: 'Left out.' },
        ],
      }),
    ],
  });

  it('are imported (one per language, none in its own), published, and exported again', async () => {
    const report = await studio('POST', '/import', { feed: feed(), dryRun: false, publish: true });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const item = report.body.items.find((i: Json) => i.feedId === 'tr1');
    expect(item.action).toBe('create');
    expect(item.reason).toMatch(/translations were left out/);
    const inPortuguese = (await api.call('GET', `/api/video?id=${item.id}`, undefined, { 'accept-language': 'pt-BR' })).body._embedded.collections[0];
    expect(inPortuguese.title).toBe('O Santo Terço');
    expect((await search('santo rosario')).map((i) => i.id)).toContain(item.id);

    const exported = await studio('GET', '/export');
    expect(exported.status).toBe(200);
    const movie = (exported.body.movies as Json[]).find((m) => m.id === item.id)!;
    expect(movie.translations).toEqual([
      { locale: 'es', title: 'El Santo Rosario', description: 'Rezamos juntos el Rosario.' },
      { locale: 'pt-BR', title: 'O Santo Terço', description: 'Rezamos juntos o Terço.' },
    ]);
    // A demo programme's own translations go out too.
    const knock = (exported.body.series as Json[]).find((s) => s.id === 'sr0093')!;
    expect(knock.translations.map((t: Json) => t.locale)).toEqual(['ar', 'es', 'fr', 'it', 'pl', 'pt-BR']);

    // Imported again without translations: the programme keeps its own.
    const again = await studio('POST', '/import', {
      feed: { ...feed(), movies: [feedVideo('tr1', 'The Holy Rosary')] },
      dryRun: false,
      publish: true,
    });
    expect(again.status).toBe(200);
    const kept = (await api.call('GET', `/api/video?id=${item.id}&lang=es`)).body._embedded.collections[0];
    expect(kept.title).toBe('El Santo Rosario');
  });

  it('refuses a feed whose translation names a language Lumen does not speak', async () => {
    const bad = feed();
    bad.movies![0]!.translations = [{ locale: 'de' as 'es', title: 'Der Rosenkranz', description: '' }];
    const refused = await studio('POST', '/import', { feed: bad, dryRun: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/locale/);
  });
});

describe('a live channel’s translations', () => {
  it('stay while an operator edits the channel and keeps its name, and go with a new name', async () => {
    const channels = (await studio('GET', '/live')).body.channels as Json[];
    const europe = channels.find((c) => c.id === 'lv02')!;
    const moved = await studio('PUT', '/live/lv02', { version: europe.version, fields: { ...europe.fields, location: 'London and Dublin' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const inFrench = (await api.call('GET', '/api/video?id=lv02&lang=fr')).body._embedded.collections[0] as ContentItem;
    expect(inFrench.name).toBe('Lumen TV Europe');
    expect(inFrench.description).toContain('En direct de Londres');
    const renamed = await studio('PUT', '/live/lv02', { version: moved.body.version, fields: { ...moved.body.fields, name: 'Lumen TV Britain' } });
    expect(renamed.status).toBe(200);
    const after = (await api.call('GET', '/api/video?id=lv02&lang=fr')).body._embedded.collections[0] as ContentItem;
    expect(after.name).toBe('Lumen TV Britain');
  });
});

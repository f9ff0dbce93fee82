import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../test/helper.js';
import { buildDemoCatalogue, CATALOGUE_IDS, countCatalogue } from './catalogue.js';
import { THEME_DEFAULTS } from '../../../contract/theme.js';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the demo catalogue', () => {
  const catalogue = demoCatalogue();
  const byId = new Map(catalogue.items.map((s) => [s.item.id, s]));

  it('is the same on every run', () => {
    const again = buildDemoCatalogue();
    expect(digest(again.items)).toBe(digest(catalogue.items));
    expect(digest([...again.entries])).toBe(digest([...catalogue.entries]));
    expect(digest(again.config)).toBe(digest(catalogue.config));
    expect(digest(again.blogs)).toBe(digest(catalogue.blogs));
  });

  it('is at the scale the about page promises', () => {
    const counts = countCatalogue(catalogue);
    expect(counts.shows).toBeGreaterThanOrEqual(800);
    expect(counts.episodes).toBeGreaterThanOrEqual(9000);
    expect(counts.seasons).toBeGreaterThan(counts.series);
    expect(counts.playlists).toBeGreaterThan(0);
    expect(counts.categories).toBeGreaterThan(10);
    expect(counts.shorts).toBe(100);
    expect(counts.promos).toBeGreaterThan(0);
    expect(counts.liveChannels).toBeGreaterThanOrEqual(2);
    expect(counts.liveChannels).toBeLessThanOrEqual(3);
    expect(counts.networks).toBeGreaterThan(0);
    expect(counts.kidsShows).toBeGreaterThan(50);
  });

  it('has unique ids and only links to items that exist', () => {
    expect(byId.size).toBe(catalogue.items.length);
    for (const [catalogueId, children] of catalogue.entries) {
      expect(byId.has(catalogueId)).toBe(true);
      expect(byId.get(catalogueId)!.item.items_count).toBe(children.length);
      for (const child of children) expect(byId.has(child), `${catalogueId} -> ${child}`).toBe(true);
    }
  });

  it('gives every item generated art and the fields of the spec', () => {
    for (const { item } of catalogue.items) {
      for (const url of [...Object.values(item.thumbnail), ...Object.values(item.coverart), item.titleImage.small]) {
        expect(url).toMatch(/^\/art\/[a-z]+\.webp\?t=/);
      }
      expect(item.languages[0]!.title).toBe(item.name);
      expect(item.metaData.Year).toMatch(/^20\d\d$/);
      expect(item.tags.every((t) => t === t.toLowerCase())).toBe(true);
    }
  });

  it('makes every episode, short and promo playable and every show browsable', () => {
    for (const { item } of catalogue.items) {
      if (item.type === 'vod') {
        expect(item._links.files.href).toBe(`/api/playback/${item.id}`);
        expect(['rosary', 'chapel', 'pilgrim', 'promo', 'short']).toContain(item.metaData.playback);
      }
      if (item.type === 'Series') {
        const seasons = catalogue.entries.get(item.id)!;
        expect(seasons.length).toBeGreaterThan(0);
        for (const seasonId of seasons) {
          const episodes = catalogue.entries.get(seasonId)!;
          expect(episodes.map((id) => byId.get(id)!.item.metaData.episode_number)).toEqual(episodes.map((_, i) => i + 1));
        }
      }
    }
  });

  it('orients shorts portrait and networks landscape, and gives live channels a schedule', () => {
    for (const id of catalogue.entries.get(CATALOGUE_IDS.shorts)!) expect(byId.get(id)!.item.orientation).toBe('portrait');
    for (const id of catalogue.entries.get(CATALOGUE_IDS.networks)!) expect(byId.get(id)!.item.orientation).toBe('landscape');
    for (const id of catalogue.entries.get(CATALOGUE_IDS.live)!) {
      expect(byId.get(id)!.item.type).toBe('livestream');
      expect(byId.get(id)!.item.metaData.epg).toBe(`/api/epg/${id}.txt`);
    }
  });

  it('keeps kids carousels to kids programmes', () => {
    const kidsSet = catalogue.entries.get(CATALOGUE_IDS.kidsCarousels)!;
    expect(kidsSet.length).toBeGreaterThan(4);
    for (const carouselId of kidsSet) {
      for (const id of catalogue.entries.get(carouselId)!) expect(byId.get(id)!.kids, `${carouselId} -> ${id}`).toBe(true);
    }
    const kids = catalogue.items.filter((s) => s.kids && s.item.type === 'Series');
    expect(kids.every((s) => ['tvg', 'tvpg'].includes(String(s.item.metaData.tvrating)))).toBe(true);
  });

  it('has a home set with a Middle Banner, Networks, Shortease and 30 carousels', () => {
    const names = catalogue.entries.get(CATALOGUE_IDS.homeCarousels)!.map((id) => byId.get(id)!.item.name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names).toContain('Middle Banner');
    expect(names.some((n) => n.includes('Networks'))).toBe(true);
    expect(names.some((n) => n.includes('Shortease'))).toBe(true);
  });

  it('configures every key the spec names, with the theme defaults', () => {
    const keys = [
      ...Object.keys(THEME_DEFAULTS),
      'loading_spinner',
      'splash_screen_video_web',
      'home_nav_list_item',
      'regular_carousel_shalom_web',
      'regular_carousel_shalom_web_kids',
      'featured_carousel',
      'featured_carousel_mobile',
      'featured_carousel_shalom_web_kids',
      'home_nav_live_item',
      'resume_option',
      'country_code',
      'all_shows_id',
      'ts',
      'categories_id_show_page',
      'restriction_package',
    ];
    for (const key of keys) expect(catalogue.config, key).toHaveProperty(key);
    expect(catalogue.config.shalom_theme_color).toBe('#f0d256');
    expect(catalogue.config.thumbnail_title_text_color).toBe('#ffffff');
    const nav = JSON.parse(catalogue.config.home_nav_list_item!) as Array<{ id: string; title: string; bannerid: string }>;
    for (const entry of nav) {
      expect(byId.has(entry.id)).toBe(true);
      expect(byId.has(entry.bannerid)).toBe(true);
    }
    for (const key of ['regular_carousel_shalom_web', 'featured_carousel', 'all_shows_id', 'categories_id_show_page', 'home_nav_live_item']) {
      expect(byId.has(catalogue.config[key]!), key).toBe(true);
    }
  });

  it('writes FAQ and about-us FAQ blog entries', () => {
    expect(catalogue.blogs.filter((b) => b.tags.includes('faq')).length).toBeGreaterThan(5);
    expect(catalogue.blogs.filter((b) => b.tags.includes('about-us-faq')).length).toBeGreaterThan(3);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { FOOTER_COUNTRIES_KEY, readFooterCountries, readShareDonateBanner, SHARE_DONATE_BANNER_KEY } from '../../../contract/site-content.js';
import { STUDIO_MESSAGES } from '../../../contract/studio.js';
import {
  BLOG_TAGS,
  SITE_MESSAGES,
  type BlogEntry,
  type BlogSection,
  type SiteSection,
  type SiteSectionKey,
  type SiteValue,
} from '../../../contract/studio-site.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { sanitizeRichText, warmSanitizer } from '../lib/rich-text.js';
import { createAppConfigRepository } from '../repositories/app-config.js';
import { createAuditLogRepository } from '../repositories/audit-log.js';
import { createCatalogueWriter } from '../repositories/catalogue-writes.js';
import { createSiteContentRepository } from '../repositories/site-content.js';

/** What a section is stored as, read and written inside one transaction. */
interface Store<K extends SiteSectionKey> {
  read(db: Db, customerId: string): Promise<SiteValue<K>>;
  /** Makes `value` ready to store before any transaction opens (rich text sanitised): slow work holds no lock. */
  prepare?(value: SiteValue<K>): Promise<SiteValue<K>>;
  /** Readies `prepare` when the section is opened (the sanitiser's thread started). */
  warm?(): void;
  /** Writes `value` (already checked against the contract's schema, and prepared); `now` dates what is new. */
  write(db: Db, customerId: string, value: SiteValue<K>, now: number): Promise<void>;
}

/** The blog row's JSON (seed/blogs.ts SeedBlog, and the picture): what GET /api/blogs answers, unchanged in shape. */
interface StoredBlog {
  id: string;
  tags: string[];
  createdAt: string;
  languages: Array<{ title: string; richTextData: string }>;
  imageUrl?: string;
}

/** Each list of entries keeps its own range of positions, so /faq lists the FAQ before the about page's. */
const BLOG_POSITION_BASE: Record<BlogSection, number> = { faq: 0, 'about-faq': 100_000, blog: 200_000 };
const ID_PREFIX: Record<BlogSection, string> = { faq: 'faq', 'about-faq': 'about', blog: 'blog' };
const newEntryId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

function blogStore(section: BlogSection): Store<BlogSection> {
  const tag = BLOG_TAGS[section];
  return {
    async read(db, customerId) {
      return (await createSiteContentRepository(db).blogsTagged(customerId, tag)).map(({ data, kids }): BlogEntry => {
        const blog = JSON.parse(data) as StoredBlog;
        return {
          id: blog.id,
          title: blog.languages[0]?.title ?? '',
          date: blog.createdAt.slice(0, 10),
          imageUrl: blog.imageUrl ?? '',
          body: blog.languages[0]?.richTextData ?? '',
          kids: Number(kids) === 1,
        };
      });
    },
    async prepare(value) {
      return Promise.all(value.map(async (entry) => ({ ...entry, body: await sanitizeRichText(entry.body) })));
    },
    warm: warmSanitizer,
    async write(db, customerId, value) {
      const rows = createSiteContentRepository(db);
      const existing = new Map((await rows.blogsTagged(customerId, tag)).map((r) => [r.id, JSON.parse(r.data) as StoredBlog]));
      const seen = new Set<string>();
      for (const [index, entry] of value.entries()) {
        // An id is one this list already has (or none, for a new entry): never another list's entry.
        if (entry.id && !existing.has(entry.id)) throw badRequest(`Entry ${index + 1} (“${entry.title}”): ${STUDIO_MESSAGES.changedElsewhere}`);
        if (seen.has(entry.id)) throw badRequest(SITE_MESSAGES.duplicateId(entry.id));
        // The schema takes 2026-02-31 (it checks the form); the calendar does not.
        if (new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10) !== entry.date) throw badRequest(SITE_MESSAGES.noSuchDay(index, entry.date));
        const id = entry.id || newEntryId(ID_PREFIX[section]);
        seen.add(id);
        const old = existing.get(id);
        // The time of day is kept while the date stays: the entry keeps its place among same-day ones.
        const createdAt = old && old.createdAt.slice(0, 10) === entry.date ? old.createdAt : `${entry.date}T10:00:00.000Z`;
        const languages = [{ ...old?.languages[0], title: entry.title, richTextData: entry.body }, ...(old?.languages.slice(1) ?? [])];
        const { imageUrl: _oldPicture, ...kept } = old ?? ({} as Partial<StoredBlog>);
        const blog: StoredBlog = {
          ...kept,
          id,
          tags: [...new Set([...(old?.tags ?? []), tag])],
          createdAt,
          languages,
          ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
        };
        const row = { position: BLOG_POSITION_BASE[section] + index, data: JSON.stringify(blog), kids: entry.kids ? 1 : 0 };
        if (old) await rows.updateBlog(customerId, id, row);
        else await rows.insertBlog(customerId, id, tag, row);
      }
      // An entry taken off this list loses its tag, and goes when it is on no other list.
      for (const [id, old] of existing) {
        if (seen.has(id)) continue;
        const tags = old.tags.filter((t) => t !== tag);
        if (tags.length === 0) await rows.deleteBlog(customerId, id);
        else {
          await rows.untagBlog(customerId, id, tag);
          await rows.updateBlog(customerId, id, { data: JSON.stringify({ ...old, tags }) });
        }
      }
    },
  };
}

const plansStore: Store<'plans'> = {
  async read(db, customerId) {
    return (await createSiteContentRepository(db).activePackages(customerId)).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: Number(p.price_cents) / 100,
      currency: p.currency,
      periodDays: Number(p.period_days),
      kind: p.kind === 'supporter' ? 'supporter' : 'free',
    }));
  },
  async write(db, customerId, value, now) {
    const rows = createSiteContentRepository(db);
    const known = new Map((await rows.allPackages(customerId)).map((p) => [p.id, Number(p.active) === 1]));
    const seen = new Set<string>();
    for (const [position, plan] of value.entries()) {
      if (plan.id && known.get(plan.id) !== true) throw badRequest(`Plan ${position + 1} (“${plan.name}”): ${STUDIO_MESSAGES.changedElsewhere}`);
      if (seen.has(plan.id)) throw badRequest(SITE_MESSAGES.duplicateId(plan.id));
      // A new plan's id is never one a subscription may still name (a plan taken off is only made inactive).
      const id = plan.id || newEntryId('plan');
      seen.add(id);
      const row = {
        name: plan.name,
        description: plan.description,
        price_cents: Math.round(plan.price * 100),
        currency: plan.currency,
        period_days: plan.periodDays,
        kind: plan.kind,
        position,
      };
      if (known.has(id)) await rows.updatePackage(customerId, id, row);
      else await rows.insertPackage(customerId, id, row, now);
    }
    // Subscriptions keep naming a plan taken off the list: it is made inactive, never deleted.
    await rows.deactivatePackages(
      customerId,
      [...known].filter(([id, active]) => active && !seen.has(id)).map(([id]) => id),
    );
  },
};

/** A section kept as one or more keys of the global configuration (app_config, GET /api/appconfig). */
function configStore<K extends SiteSectionKey>(
  read: (config: Record<string, string>) => SiteValue<K>,
  write: (value: SiteValue<K>) => Record<string, string>,
): Store<K> {
  return {
    async read(db, customerId) {
      return read(await createAppConfigRepository(db).all(customerId));
    },
    async write(db, customerId, value) {
      await createAppConfigRepository(db).set(customerId, write(value));
    },
  };
}

function jsonList(text: string | undefined): Array<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object') : [];
  } catch {
    return [];
  }
}
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const sisterSitesStore = configStore<'sister-sites'>(
  (config) => jsonList(config.network_items).map((e) => ({ text: str(e.networkItemText), link: str(e.externalLink), imageUrl: str(e.imageUrl) })),
  (sites) => ({ network_items: JSON.stringify(sites.map((s) => ({ networkItemText: s.text, externalLink: s.link, imageUrl: s.imageUrl }))) }),
);

const linksStore = configStore<'links'>(
  (config) => ({ donationUrl: config.donation_url ?? '', mainSiteUrl: config.main_site_url ?? '' }),
  (links) => ({ donation_url: links.donationUrl, main_site_url: links.mainSiteUrl }),
);

const footerStore = configStore<'footer'>(
  (config) => readFooterCountries(config[FOOTER_COUNTRIES_KEY]),
  (footer) => {
    const codes = new Set<string>();
    for (const country of footer.countries) {
      if (codes.has(country.code)) throw badRequest(SITE_MESSAGES.duplicateCountry(country.code));
      codes.add(country.code);
    }
    if (!codes.has(footer.default)) throw badRequest(SITE_MESSAGES.defaultCountry(footer.default));
    return { [FOOTER_COUNTRIES_KEY]: JSON.stringify(footer) };
  },
);

const navigationStore: Store<'navigation'> = {
  async read(db, customerId) {
    const config = await createAppConfigRepository(db).all(customerId);
    return jsonList(config.home_nav_list_item)
      .map((e) => ({ id: str(e.id), title: str(e.title), bannerid: str(e.bannerid) }))
      .filter((e) => e.id && e.title);
  },
  async write(db, customerId, value) {
    // A menu entry opens a page of carousels: every id (and banner) must be something the catalogue has.
    const wanted = [...new Set(value.flatMap((n) => [n.id, n.bannerid]).filter(Boolean))];
    const found = await createCatalogueWriter(db).existingIds(customerId, wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw badRequest(SITE_MESSAGES.unknownCatalogue(missing));
    await createAppConfigRepository(db).set(customerId, { home_nav_list_item: JSON.stringify(value) });
  },
};

const bannerStore = configStore<'banner'>(
  (config) => readShareDonateBanner(config[SHARE_DONATE_BANNER_KEY]),
  (banner) => ({ [SHARE_DONATE_BANNER_KEY]: JSON.stringify(banner) }),
);

const STORES: { [K in SiteSectionKey]: Store<K> } = {
  faq: blogStore('faq') as Store<'faq'>,
  'about-faq': blogStore('about-faq') as Store<'about-faq'>,
  blog: blogStore('blog') as Store<'blog'>,
  plans: plansStore,
  'sister-sites': sisterSitesStore,
  links: linksStore,
  footer: footerStore,
  navigation: navigationStore,
  banner: bannerStore,
};

/** A section's version: a digest of what it holds, so any change by anyone makes a new one. */
const versionOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 20);

/**
 * The site's own words (issue 48): each section read and saved whole, with a version check (409 when
 * it changed since the editor opened it), an audit entry with before and after, and every process's
 * answer cache emptied so viewers have it within seconds. Any operator may edit them.
 */
export function createSiteService(options: { db: Db; now: () => number; contentChanged: () => Promise<void> }) {
  const { db } = options;
  return {
    async get<K extends SiteSectionKey>(customerId: string, section: K): Promise<SiteSection<K>> {
      const store = STORES[section];
      const value = await store.read(db, customerId);
      store.warm?.();
      return { version: versionOf(value), value };
    },

    async save<K extends SiteSectionKey>(customerId: string, operator: string, section: K, version: string, value: SiteValue<K>): Promise<SiteSection<K>> {
      const store = STORES[section];
      const prepared = store.prepare ? await store.prepare(value) : value;
      let changed = false;
      const stored = await inTransaction(db, async (trx) => {
        const before = await store.read(trx, customerId);
        if (versionOf(before) !== version) throw new ApiError(409, STUDIO_MESSAGES.changedElsewhere);
        await store.write(trx, customerId, prepared, options.now());
        const after = await store.read(trx, customerId);
        if (versionOf(after) === versionOf(before)) return after;
        changed = true;
        await createAuditLogRepository(trx, options.now).write(customerId, { operator, action: 'site.save', target: section, before, after });
        return after;
      });
      if (changed) await options.contentChanged();
      return { version: versionOf(stored), value: stored };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;

import { describe, expect, it } from 'vitest';
import { LIVE_FROM_NAV, mobileNavigation, sideNavigation, type NavEntry, type NavInput } from './nav-model';

const input: NavInput = {
  navListItems: [{ id: 'nav-saints', title: 'Saints', bannerid: 'bn-nav-saints' }],
  networkItems: [{ networkItemText: 'Lumen News', externalLink: 'https://news.example.org', imageUrl: '/n.svg' }],
  loggedIn: false,
  profileName: null,
  donationUrl: 'https://give.example.org',
  mainSiteUrl: 'https://www.example.org',
};

const labels = (entries: NavEntry[]) => entries.map((e) => e.label);

describe('the navigation', () => {
  it('lists the desktop entries in the spec order', () => {
    expect(labels(sideNavigation(input))).toEqual([
      'Lumen main site',
      'Our Networks',
      'Home',
      'Search',
      'Shows',
      'Saints',
      'My list',
      'More',
      'Language',
      'Live',
      'Sign In',
      'Donate',
    ]);
  });

  it('links configured items to their nav list page and Live with homenav', () => {
    const entries = sideNavigation(input);
    expect(entries.find((e) => e.label === 'Saints')).toMatchObject({ kind: 'link', to: '/navlistitem/nav-saints/bn-nav-saints' });
    expect(entries.find((e) => e.label === 'Live')).toMatchObject({ to: LIVE_FROM_NAV });
    expect(LIVE_FROM_NAV).toBe('/liveVideo/homenav/homenav');
  });

  it('gives a signed-in user the profile menu', () => {
    const profile = sideNavigation({ ...input, loggedIn: true, profileName: 'Maria' }).find((e) => e.id === 'profile');
    expect(profile).toMatchObject({ kind: 'panel', label: 'Maria' });
    expect(profile && profile.kind === 'panel' ? labels(profile.entries) : []).toEqual(['Switch Profile', 'Edit Profile', 'My Dashboard', 'Sign Out']);
  });

  it('puts More behind a panel with About Us and Contact Us', () => {
    const more = sideNavigation(input).find((e) => e.id === 'more');
    expect(more && more.kind === 'panel' ? labels(more.entries) : []).toEqual(['About Us', 'Contact Us']);
  });

  it('splits mobile into the bar, the network grid and the menu', () => {
    const mobile = mobileNavigation({ ...input, loggedIn: true });
    expect(labels(mobile.bar)).toEqual(['Home', 'Donate']);
    expect(labels(mobile.networks)).toEqual(['Lumen News']);
    expect(labels(mobile.menu)).toEqual(['Search', 'Shows', 'Saints', 'My List', 'My Profile', 'More', 'Language', 'Live']);
  });

  it('adds Downloads after My List for a signed-in viewer where downloads are offered (not on a TV)', () => {
    const side = sideNavigation({ ...input, loggedIn: true, downloads: true });
    expect(labels(side).slice(6, 8)).toEqual(['My list', 'Downloads']);
    expect(side.find((e) => e.id === 'downloads')).toMatchObject({ kind: 'link', to: '/Account?tab=downloads' });
    expect(labels(mobileNavigation({ ...input, loggedIn: true, downloads: true }).menu)).toContain('Downloads');
    expect(labels(sideNavigation({ ...input, loggedIn: false, downloads: true }))).not.toContain('Downloads');
    expect(labels(sideNavigation({ ...input, loggedIn: true, downloads: false }))).not.toContain('Downloads');
  });

  it('leaves out what is not configured', () => {
    const bare = sideNavigation({ ...input, networkItems: [], donationUrl: null, mainSiteUrl: null, navListItems: [] });
    expect(labels(bare)).toEqual(['Home', 'Search', 'Shows', 'My list', 'More', 'Language', 'Live', 'Sign In']);
  });

  it('leaves Live out for a kids profile, and keeps Shows (their age-appropriate shows)', () => {
    const ids = sideNavigation({ ...input, loggedIn: true, profileName: 'Ben', kids: true }).map((e) => e.id);
    expect(ids).toContain('shows');
    expect(ids).not.toContain('live');
    expect(ids).toContain('my-list');
    expect(mobileNavigation({ ...input, kids: true }).menu.map((e) => e.id)).not.toContain('live');
    expect(mobileNavigation({ ...input, kids: true }).menu.map((e) => e.id)).toContain('shows');
  });

  it('leaves out configured outside links that are not web addresses (javascript:, data:, //host)', () => {
    for (const bad of [
      'javascript:window.__xss=1',
      ' javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'https:\\evil.example',
      'https://evil.example\t/x',
      'vbscript:x',
    ]) {
      const hostile = { ...input, mainSiteUrl: bad, donationUrl: bad, networkItems: [{ networkItemText: 'Bad', externalLink: bad, imageUrl: '' }] };
      const side = sideNavigation(hostile);
      expect(labels(side), bad).not.toContain('Lumen main site');
      expect(labels(side), bad).not.toContain('Donate');
      expect(labels(side), bad).not.toContain('Our Networks');
      const mobile = mobileNavigation(hostile);
      expect(labels(mobile.bar), bad).not.toContain('Donate');
      expect(mobile.networks, bad).toEqual([]);
    }
  });
});

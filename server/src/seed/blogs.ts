import type { BlogEntry } from '../../../contract/answers.js';

/** Blog entries: the FAQ (tag faq) and the about page's FAQ (tag about-us-faq). */
export type SeedBlog = BlogEntry;

const FAQ: Array<[string, string]> = [
  [
    'Is Lumen really free?',
    '<p>Yes. Every programme, live channel and short video is free to watch. Lumen is supported by the donations of viewers like you; there is no subscription and no advertising.</p>',
  ],
  [
    'Do I need an account to watch?',
    '<p>You can browse, search and read about every programme without an account. To play videos, keep <strong>My List</strong> and continue where you left off, please <a href="/signup">create a free account</a>.</p>',
  ],
  [
    'Which devices can I watch on?',
    '<p>Lumen runs in any modern web browser and on smart TVs: Samsung (Tizen), LG (webOS), Android TV and Fire TV. See <a href="/aboutus">About Us</a> for the full list.</p>',
  ],
  [
    'How do I use Lumen with my TV remote?',
    '<p>Use the <strong>arrow keys</strong> to move, <strong>OK</strong> to choose and <strong>Back</strong> to return. On the player, OK pauses and plays, and left and right skip 10 seconds.</p>',
  ],
  [
    'Can I create profiles for my children?',
    '<p>Yes. Open <em>Profiles</em>, choose <em>Add</em> and switch on <strong>Kid&#39;s profile</strong>. Only age-appropriate shows, for ages 5 to 13, are listed in a kids profile.</p>',
  ],
  [
    'How do I watch Mass live?',
    '<p>Choose <strong>Live</strong> in the menu. Our channels broadcast daily Mass, the Rosary and Adoration; the schedule shows what is on now and next, in your local time.</p>',
  ],
  [
    'I forgot my password. What can I do?',
    '<p>On the sign-in screen choose <em>Forgot Password?</em> and enter your e-mail address or phone number. We will send you a link or a code to choose a new one.</p>',
  ],
  [
    'How can I support Lumen?',
    '<p>Lumen exists thanks to its fellowship of donors. Choose <strong>Donate</strong> to give once or monthly; every gift, large or small, brings the Gospel to more homes.</p>',
  ],
  ['Can I suggest a programme or report a problem?', '<p>Please <a href="/contactus">write to us</a>. We read every message and reply within a few days.</p>'],
  [
    'Is my personal information safe?',
    '<p>We never sell your data. Your password is stored only as a secure hash and you can ask us to delete your account at any time.</p>',
  ],
];

const ABOUT_FAQ: Array<[string, string]> = [
  [
    'What is Lumen?',
    '<p>Lumen is a Catholic media mission bringing the Gospel to the world through television and the internet: more than 800 shows and 9000 episodes, on demand and live.</p>',
  ],
  ['Who makes the programmes?', '<p>Our own studios, together with ministry partners, dioceses and religious communities on five continents.</p>'],
  ['How is Lumen funded?', '<p>Entirely by the gifts of viewers. We are user supported, so the whole family can watch free of charge.</p>'],
  ['Is Lumen family-friendly?', '<p>Every programme is family-friendly, and kids profiles show only programmes made for ages 5 to 13.</p>'],
  ['Where can I watch Lumen on TV?', '<p>On Samsung and LG smart TVs, Android TV, Fire TV, and through our mobile apps for iOS and Android.</p>'],
  [
    'Can my parish show Lumen programmes?',
    '<p>Yes, for non-commercial use in parishes and schools. <a href="/contactus">Contact us</a> for the media kit and screening permissions.</p>',
  ],
];

/** Entries about giving, money or running an account: for grown-ups, not listed on a kids profile. */
const GROWN_UP_TITLES = new Set([
  'Is Lumen really free?',
  'Do I need an account to watch?',
  'Can I create profiles for my children?',
  'I forgot my password. What can I do?',
  'How can I support Lumen?',
  'Is my personal information safe?',
  'How is Lumen funded?',
]);

/** Whether a kids profile lists the entry (blogs.kids). */
export function blogForKids(blog: SeedBlog): boolean {
  return !GROWN_UP_TITLES.has(blog.languages[0]?.title ?? '');
}

export function buildBlogs(): SeedBlog[] {
  const make = (tag: string, prefix: string, list: Array<[string, string]>): SeedBlog[] =>
    list.map(([title, richTextData], index) => ({
      id: `${prefix}${String(index + 1).padStart(2, '0')}`,
      tags: [tag],
      createdAt: `2024-0${(index % 9) + 1}-15T10:00:00.000Z`,
      languages: [{ title, richTextData }],
    }));
  return [...make('faq', 'faq', FAQ), ...make('about-us-faq', 'about', ABOUT_FAQ)];
}

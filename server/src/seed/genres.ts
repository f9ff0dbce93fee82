import { capitalizeFirst } from '../lib/text.js';
import type { TvRating } from './items.js';
import {
  BOOKS, CHURCH_FATHERS, COUNCILS, FAMILY_TOPICS, GOSPELS, HOLY_LAND_PLACES, HOSTS, INTENTIONS, KIDS_SERIES_NAMES,
  KIDS_STORIES, MISSION_COUNTRIES, MUSIC_THEMES, MYSTERIES, PLACES, SAINTS, SPANISH_TOPICS, TEACHING_TOPICS,
  TESTIMONY_THEMES, YOUTH_TOPICS,
} from './vocabulary.js';

/** A show idea before ids and numbers are given: its name, subject tags and a line about it. */
export interface ShowIdea {
  name: string;
  tags: string[];
  about: string;
}

export interface Genre {
  key: string;
  /** Category name shown to viewers; also the Genre metadata. */
  category: string;
  tags: string[];
  /** How many series of this genre the demo catalogue holds. */
  series: number;
  /** Key into EPISODE_THEMES. */
  episodes: string;
  ratings: TvRating[];
  kids?: boolean;
  language?: 'en' | 'es';
  ideas: () => ShowIdea[];
}

function saintName(saint: string): string {
  return saint.includes(' and ') ? `Saints ${saint}` : `Saint ${saint}`;
}

function cross<A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> {
  const out: Array<[A, B]> = [];
  for (const a of as) for (const b of bs) out.push([a, b]);
  return out;
}

const MARIAN_TITLES = ['Lourdes', 'Fátima', 'Guadalupe', 'Knock', 'Walsingham', 'Częstochowa', 'Loreto',
  'Montserrat', 'Velankanni', 'Kibeho', 'Lujan', 'La Vang', 'Akita', 'Good Counsel', 'Perpetual Help',
  'Sorrows', 'Mount Carmel', 'the Rosary', 'Grace', 'Peace'] as const;

const tag = (text: string) => text.replace(/^the /i, '').toLowerCase();

export const GENRES: Genre[] = [
  {
    key: 'prayer', category: 'Prayer & Devotion', tags: ['prayer', 'devotion'], series: 50, episodes: 'prayer',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...SAINTS.map((s) => ({ name: `Pray with ${saintName(s)}`, tags: ['saints', tag(s)], about: `the prayers and spiritual counsel of ${saintName(s)}` })),
      ...INTENTIONS.map((i) => ({ name: `A Novena for ${i}`, tags: ['novena', tag(i)], about: `nine days of prayer for ${i.toLowerCase()}` })),
      ...BOOKS.slice(10, 30).map((b) => ({ name: `Lectio Divina: ${capitalizeFirst(b)}`, tags: ['lectio divina', 'scripture', tag(b)], about: `slow, prayerful reading of ${b}` })),
      ...PLACES.map((p) => ({ name: `Night Prayer from ${p}`, tags: ['night prayer', 'liturgy of the hours', tag(p)], about: `Compline sung at the close of day in ${p}` })),
      ...HOSTS.map((h) => ({ name: `The School of Prayer with ${h}`, tags: ['prayer'], about: `${h} teaching how to pray, step by step` })),
    ],
  },
  {
    key: 'rosary', category: 'The Holy Rosary', tags: ['rosary', 'mary', 'prayer'], series: 30, episodes: 'prayer',
    ratings: ['tvg'],
    ideas: () => [
      ...cross(MYSTERIES, PLACES).map(([m, p]) => ({ name: `The ${m} Mysteries from ${p}`, tags: [`${m.toLowerCase()} mysteries`, tag(p)], about: `the ${m.toLowerCase()} mysteries of the Rosary prayed in ${p}` })),
      ...INTENTIONS.map((i) => ({ name: `A Rosary for ${i}`, tags: [tag(i)], about: `the Rosary offered for ${i.toLowerCase()}` })),
    ],
  },
  {
    key: 'mass', category: 'Holy Mass & Liturgy', tags: ['mass', 'liturgy', 'eucharist'], series: 35, episodes: 'mass',
    ratings: ['tvg'],
    ideas: () => [
      ...PLACES.map((p) => ({ name: `Sunday Mass from ${p}`, tags: ['sunday mass', tag(p)], about: `the Sunday celebration of the Eucharist in ${p}` })),
      ...PLACES.map((p) => ({ name: `Daily Mass from ${p}`, tags: ['daily mass', tag(p)], about: `the daily Mass celebrated in ${p}` })),
      ...PLACES.slice(0, 20).map((p) => ({ name: `Holy Week in ${p}`, tags: ['holy week', 'easter', tag(p)], about: `the liturgies of Holy Week as they are celebrated in ${p}` })),
    ],
  },
  {
    key: 'adoration', category: 'Eucharistic Adoration', tags: ['adoration', 'eucharist'], series: 20, episodes: 'prayer',
    ratings: ['tvg'],
    ideas: () => [
      ...PLACES.map((p) => ({ name: `Holy Hour from ${p}`, tags: ['holy hour', tag(p)], about: `an hour of silent adoration before the Blessed Sacrament in ${p}` })),
      ...INTENTIONS.map((i) => ({ name: `Adoration for ${i}`, tags: [tag(i)], about: `adoration offered for ${i.toLowerCase()}` })),
    ],
  },
  {
    key: 'scripture', category: 'Scripture', tags: ['scripture', 'bible'], series: 70, episodes: 'scripture',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...GOSPELS.map((g) => ({ name: `The Gospel of ${g}`, tags: ['gospel', tag(g)], about: `the Gospel of ${g}, chapter by chapter` })),
      ...BOOKS.map((b) => ({ name: `Walking Through ${capitalizeFirst(b)}`, tags: [tag(b)], about: `a guided journey through ${b}` })),
      ...BOOKS.map((b) => ({ name: `${capitalizeFirst(b)}: Verse by Verse`, tags: [tag(b), 'bible study'], about: `a verse-by-verse study of ${b}` })),
      ...HOSTS.map((h) => ({ name: `Sunday Readings with ${h}`, tags: ['sunday readings', 'homily'], about: `${h} opening the Sunday readings for the week ahead` })),
    ],
  },
  {
    key: 'saints', category: 'Saints', tags: ['saints'], series: 90, episodes: 'saints',
    ratings: ['tvg', 'tvpg', 'tv14'],
    ideas: () => [
      ...SAINTS.map((s) => ({ name: `${saintName(s)}: A Life of Grace`, tags: [tag(s), 'biography'], about: `the life and holiness of ${saintName(s)}` })),
      ...SAINTS.map((s) => ({ name: `In the Footsteps of ${saintName(s)}`, tags: [tag(s), 'pilgrimage'], about: `the places where ${saintName(s)} lived, prayed and served` })),
      ...SAINTS.map((s) => ({ name: `The Wisdom of ${saintName(s)}`, tags: [tag(s), 'spirituality'], about: `the writings and sayings of ${saintName(s)}` })),
    ],
  },
  {
    key: 'mary', category: 'Mother Mary', tags: ['mary', 'marian'], series: 30, episodes: 'prayer',
    ratings: ['tvg'],
    ideas: () => [
      ...MARIAN_TITLES.map((t) => ({ name: `Our Lady of ${t}`, tags: [`our lady of ${tag(t)}`], about: `the story and devotion of Our Lady of ${t}` })),
      ...HOSTS.map((h) => ({ name: `A Marian Year with ${h}`, tags: ['consecration'], about: `${h} walking through a year with the Mother of God` })),
      ...['Mercy', 'Hope', 'the Church', 'God', 'Sorrows', 'the Americas', 'Africa', 'Asia'].map((t) => ({ name: `Mary, Mother of ${t}`, tags: [tag(t)], about: `Mary honoured as Mother of ${t}` })),
    ],
  },
  {
    key: 'family', category: 'Family Life', tags: ['family', 'marriage', 'parenting'], series: 45, episodes: 'family',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...FAMILY_TOPICS.map((t) => ({ name: `Home Is Holy: ${t}`, tags: [tag(t)], about: `${t.toLowerCase()} in the life of a Catholic family` })),
      ...cross(FAMILY_TOPICS, HOSTS.slice(0, 6)).map(([t, h]) => ({ name: `${t} with ${h}`, tags: [tag(t)], about: `${h} on ${t.toLowerCase()}` })),
    ],
  },
  {
    key: 'youth', category: 'Youth', tags: ['youth', 'young adults'], series: 45, episodes: 'youth',
    ratings: ['tvpg', 'tv14'],
    ideas: () => [
      ...YOUTH_TOPICS.map((t) => ({ name: `Called: ${t}`, tags: [tag(t)], about: `young Catholics talking honestly about ${t.toLowerCase()}` })),
      ...YOUTH_TOPICS.map((t) => ({ name: `Young & Catholic: ${t}`, tags: [tag(t)], about: `what the faith says about ${t.toLowerCase()}, for teens and twenty-somethings` })),
      ...PLACES.slice(0, 20).map((p) => ({ name: `Youth Alive ${p}`, tags: ['youth rally', tag(p)], about: `a weekend youth rally in ${p}` })),
    ],
  },
  {
    key: 'music', category: 'Music & Worship', tags: ['music', 'worship'], series: 40, episodes: 'music',
    ratings: ['tvg'],
    ideas: () => [
      ...MUSIC_THEMES.map((t) => ({ name: `Songs of ${capitalizeFirst(t)}`, tags: [tag(t), 'hymns'], about: `songs of ${t.toLowerCase()} from Catholic composers old and new` })),
      ...PLACES.map((p) => ({ name: `Chant from ${p}`, tags: ['gregorian chant', tag(p)], about: `sacred chant recorded in ${p}` })),
      ...PLACES.map((p) => ({ name: `Worship Night in ${p}`, tags: ['praise and worship', tag(p)], about: `an evening of praise and worship in ${p}` })),
    ],
  },
  {
    key: 'documentary', category: 'Documentaries', tags: ['documentary'], series: 40, episodes: 'documentary',
    ratings: ['tvpg', 'tv14'],
    ideas: () => [
      ...PLACES.map((p) => ({ name: `Sacred Places: ${p}`, tags: ['sacred places', tag(p)], about: `the history, art and faith of ${p}` })),
      ...PLACES.map((p) => ({ name: `The Story of ${p}`, tags: ['history', tag(p)], about: `how the faith took root in ${p}` })),
      ...MISSION_COUNTRIES.map((c) => ({ name: `Faith Under Fire: ${capitalizeFirst(c)}`, tags: ['persecution', tag(c)], about: `Christians keeping the faith in ${c}` })),
    ],
  },
  {
    key: 'pilgrimage', category: 'Pilgrimage', tags: ['pilgrimage', 'travel'], series: 40, episodes: 'documentary',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...PLACES.map((p) => ({ name: `Pilgrim Roads: ${p}`, tags: [tag(p)], about: `a pilgrimage on foot to ${p}` })),
      ...PLACES.map((p) => ({ name: `On the Way to ${p}`, tags: ['camino', tag(p)], about: `pilgrims and their stories on the road to ${p}` })),
    ],
  },
  {
    key: 'teaching', category: 'Teaching & Catechesis', tags: ['catechism', 'teaching'], series: 50, episodes: 'teaching',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...TEACHING_TOPICS.map((t) => ({ name: `${t} Explained`, tags: [tag(t)], about: `${t.toLowerCase()}, explained simply and faithfully` })),
      ...TEACHING_TOPICS.map((t) => ({ name: `Catechism Class: ${t}`, tags: [tag(t)], about: `what the Catechism teaches about ${t.toLowerCase()}` })),
      ...TEACHING_TOPICS.map((t) => ({ name: `Faith Basics: ${t}`, tags: [tag(t), 'rcia'], about: `a first look at ${t.toLowerCase()} for new Catholics` })),
    ],
  },
  {
    key: 'apologetics', category: 'Apologetics', tags: ['apologetics', 'faith and reason'], series: 25, episodes: 'teaching',
    ratings: ['tvpg', 'tv14'],
    ideas: () => [
      ...TEACHING_TOPICS.map((t) => ({ name: `Why Believe? ${t}`, tags: [tag(t)], about: `reasons for belief in ${t.toLowerCase()}` })),
      ...TEACHING_TOPICS.map((t) => ({ name: `Faith & Reason: ${t}`, tags: [tag(t), 'philosophy'], about: `${t.toLowerCase()} in dialogue with science and philosophy` })),
    ],
  },
  {
    key: 'testimony', category: 'Testimonies', tags: ['testimony', 'conversion'], series: 30, episodes: 'testimony',
    ratings: ['tvpg', 'tv14'],
    ideas: () => [
      ...TESTIMONY_THEMES.map((t) => ({ name: `Stories of ${t}`, tags: [tag(t)], about: `real people telling their stories of ${t.toLowerCase()}` })),
      ...TESTIMONY_THEMES.map((t) => ({ name: `${t}: True Stories`, tags: [tag(t)], about: `true stories of ${t.toLowerCase()}` })),
      ...MISSION_COUNTRIES.map((c) => ({ name: `Coming Home: ${capitalizeFirst(c)}`, tags: ['coming home', tag(c)], about: `converts and returning Catholics from ${c}` })),
    ],
  },
  {
    key: 'healing', category: 'Healing & Hope', tags: ['healing', 'hope', 'mercy'], series: 20, episodes: 'prayer',
    ratings: ['tvpg'],
    ideas: () => [
      ...INTENTIONS.map((i) => ({ name: `Healing & Hope: ${capitalizeFirst(i)}`, tags: [tag(i)], about: `prayer and witness for ${i.toLowerCase()}` })),
      ...HOSTS.map((h) => ({ name: `The Mercy Hour with ${h}`, tags: ['divine mercy', 'chaplet'], about: `${h} praying the Chaplet of Divine Mercy` })),
    ],
  },
  {
    key: 'advent', category: 'Advent & Christmas', tags: ['advent', 'christmas'], series: 15, episodes: 'prayer',
    ratings: ['tvg'],
    ideas: () => [
      ...SAINTS.slice(0, 20).map((s) => ({ name: `Advent with ${saintName(s)}`, tags: [tag(s)], about: `the four weeks of Advent with ${saintName(s)}` })),
      ...PLACES.slice(0, 12).map((p) => ({ name: `Christmas in ${p}`, tags: ['nativity', tag(p)], about: `Christmas liturgies and carols from ${p}` })),
    ],
  },
  {
    key: 'lent', category: 'Lent & Easter', tags: ['lent', 'easter'], series: 20, episodes: 'prayer',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...SAINTS.slice(10, 30).map((s) => ({ name: `Lent with ${saintName(s)}`, tags: [tag(s)], about: `forty days of Lent with ${saintName(s)}` })),
      ...PLACES.map((p) => ({ name: `Stations of the Cross from ${p}`, tags: ['stations of the cross', tag(p)], about: `the Way of the Cross prayed in ${p}` })),
      ...HOSTS.map((h) => ({ name: `40 Days with ${h}`, tags: ['fasting'], about: `a daily Lenten companion with ${h}` })),
    ],
  },
  {
    key: 'history', category: 'Church History', tags: ['history', 'church history'], series: 30, episodes: 'documentary',
    ratings: ['tvpg', 'tv14'],
    ideas: () => [
      ...COUNCILS.map((c) => ({ name: `The Councils: ${c}`, tags: ['councils', tag(c)], about: `the Council of ${c} and what it decided` })),
      ...CHURCH_FATHERS.map((f) => ({ name: `Church Fathers: ${f}`, tags: ['church fathers', tag(f)], about: `the life and writings of ${f}` })),
      ...MISSION_COUNTRIES.map((c) => ({ name: `The Church in ${capitalizeFirst(c)}`, tags: [tag(c)], about: `the history of the Church in ${c}` })),
    ],
  },
  {
    key: 'mission', category: 'Mission & Evangelization', tags: ['mission', 'evangelization'], series: 30, episodes: 'documentary',
    ratings: ['tvpg'],
    ideas: () => [
      ...MISSION_COUNTRIES.map((c) => ({ name: `Mission ${capitalizeFirst(c)}`, tags: [tag(c), 'missionaries'], about: `missionaries at work in ${c}` })),
      ...MISSION_COUNTRIES.map((c) => ({ name: `Faces of Mercy: ${capitalizeFirst(c)}`, tags: [tag(c), 'charity'], about: `works of mercy among the poor of ${c}` })),
    ],
  },
  {
    key: 'talk', category: 'Talk Shows', tags: ['talk show', 'interview'], series: 25, episodes: 'talk',
    ratings: ['tvpg'],
    ideas: () => [
      ...HOSTS.map((h) => ({ name: `Faith & Culture with ${h}`, tags: ['culture'], about: `${h} and guests on faith in today's culture` })),
      ...HOSTS.map((h) => ({ name: `Ask ${h}`, tags: ['questions'], about: `${h} answers viewers' questions about the faith` })),
      ...HOSTS.map((h) => ({ name: `The Open Door with ${h}`, tags: ['conversation'], about: `long conversations with ${h}` })),
    ],
  },
  {
    key: 'kids', category: 'Kids', tags: ['kids', 'children', 'family'], series: 95, episodes: 'kids',
    ratings: ['tvg'], kids: true,
    ideas: () => [
      ...SAINTS.map((s) => ({ name: `Little Saints: ${s}`, tags: [tag(s), 'saints'], about: `the story of ${saintName(s)} told for children` })),
      ...KIDS_STORIES.map((s) => ({ name: `Bible Adventures: ${s}`, tags: ['bible stories', tag(s)], about: `${s}, an animated Bible adventure for ages 5 to 13` })),
      ...KIDS_SERIES_NAMES.map((n) => ({ name: n, tags: ['animation'], about: `faith-filled fun for ages 5 to 13` })),
      ...SAINTS.slice(0, 25).map((s) => ({ name: `Holy Heroes: ${s}`, tags: [tag(s), 'heroes'], about: `how ${saintName(s)} became a hero of faith, for young viewers` })),
    ],
  },
  {
    key: 'spanish', category: 'En Español', tags: ['espanol', 'spanish'], series: 30, episodes: 'spanish',
    ratings: ['tvg', 'tvpg'], language: 'es',
    ideas: () => [
      ...PLACES.map((p) => ({ name: `Santa Misa desde ${p}`, tags: ['misa', tag(p)], about: `la Santa Misa celebrada en ${p}` })),
      ...SPANISH_TOPICS.map((t) => ({ name: `Hablemos de ${t}`, tags: [tag(t)], about: `una conversación sobre ${t}` })),
      ...MYSTERIES.map((m) => ({ name: `Rosario en Familia: Misterios ${m}`, tags: ['rosario'], about: `el Santo Rosario rezado en familia` })),
    ],
  },
  {
    key: 'holyland', category: 'The Holy Land', tags: ['holy land', 'israel'], series: 18, episodes: 'documentary',
    ratings: ['tvg', 'tvpg'],
    ideas: () => [
      ...HOLY_LAND_PLACES.map((p) => ({ name: `Walking Where Jesus Walked: ${capitalizeFirst(p)}`, tags: [tag(p)], about: `the Gospel events that happened at ${p}` })),
      ...HOLY_LAND_PLACES.map((p) => ({ name: `Holy Land Today: ${capitalizeFirst(p)}`, tags: [tag(p), 'christians of the holy land'], about: `the living Christian community around ${p}` })),
    ],
  },
];

/**
 * The demo catalogue in the other languages Lumen speaks (issue 52): the programmes of the home
 * page's first rows (the banner, New Releases, Live TV, Pray the Rosary: translations-shows.ts has
 * the shows) and those rows' own titles, so the app visibly switches. Each is keyed by the item's id
 * with the English name the demo gives it: a fresh seed adds them (applyDemoTranslations), and
 * migration 0020 adds them to a database seeded before, to the items still as the demo made them.
 */
import type { Locale } from '../../../contract/locales.js';
import type { ItemTexts } from '../lib/item-texts.js';
import type { SeedItem } from './items.js';
import { SHOW_TRANSLATIONS, texts, type Words } from './translations-shows.js';

type Other = Exclude<Locale, 'en'>;

/** A home row's title; its description is the same words. */
const row = (words: Record<Other, string>): ItemTexts =>
  texts(Object.fromEntries(Object.entries(words).map(([locale, title]) => [locale, [title, title]])) as Words);

export const DEMO_TRANSLATIONS: Record<string, { name: string; texts: ItemTexts }> = {
  // The home page's rows.
  'bn-featured': {
    name: 'Featured',
    texts: row({ es: 'Destacados', 'pt-BR': 'Destaques', fr: 'À la une', it: 'In evidenza', pl: 'Polecane', ar: 'مختارات' }),
  },
  'cr-new': {
    name: 'New Releases',
    texts: row({ es: 'Novedades', 'pt-BR': 'Lançamentos', fr: 'Nouveautés', it: 'Novità', pl: 'Nowości', ar: 'الإصدارات الجديدة' }),
  },
  'cr-live': {
    name: 'Live TV',
    texts: row({ es: 'TV en directo', 'pt-BR': 'TV ao vivo', fr: 'TV en direct', it: 'TV in diretta', pl: 'Telewizja na żywo', ar: 'البث المباشر' }),
  },
  'cr-networks': {
    name: 'Our Networks',
    texts: row({ es: 'Nuestros canales', 'pt-BR': 'Nossos canais', fr: 'Nos chaînes', it: 'I nostri canali', pl: 'Nasze kanały', ar: 'قنواتنا' }),
  },
  'cr-rosary': {
    name: 'Pray the Rosary',
    texts: row({
      es: 'Reza el Rosario',
      'pt-BR': 'Reze o Terço',
      fr: 'Priez le chapelet',
      it: 'Prega il Rosario',
      pl: 'Módl się na różańcu',
      ar: 'صلِّ المسبحة الوردية',
    }),
  },
  'cr-saints': {
    name: 'Saints & Heroes',
    texts: row({
      es: 'Santos y héroes',
      'pt-BR': 'Santos e heróis',
      fr: 'Saints et héros',
      it: 'Santi ed eroi',
      pl: 'Święci i bohaterowie',
      ar: 'قديسون وأبطال',
    }),
  },
  'cr-shorts': {
    name: 'Shortease: Faith in a Minute',
    texts: row({
      es: 'Shortease: la fe en un minuto',
      'pt-BR': 'Shortease: a fé em um minuto',
      fr: 'Shortease : la foi en une minute',
      it: 'Shortease: la fede in un minuto',
      pl: 'Shortease: wiara w minutę',
      ar: 'Shortease: الإيمان في دقيقة',
    }),
  },
  'cr-mass': {
    name: 'Holy Mass & Liturgy',
    texts: row({
      es: 'Santa Misa y liturgia',
      'pt-BR': 'Santa Missa e liturgia',
      fr: 'Sainte Messe et liturgie',
      it: 'Santa Messa e liturgia',
      pl: 'Msza Święta i liturgia',
      ar: 'القداس الإلهي والليتورجيا',
    }),
  },
  'cr-scripture': {
    name: 'Open the Scriptures',
    texts: row({
      es: 'Abre las Escrituras',
      'pt-BR': 'Abra as Escrituras',
      fr: 'Ouvrez les Écritures',
      it: 'Apri le Scritture',
      pl: 'Otwórz Pismo Święte',
      ar: 'افتح الكتاب المقدس',
    }),
  },
  'cr-mary': {
    name: 'Mother Mary',
    texts: row({ es: 'Madre María', 'pt-BR': 'Mãe Maria', fr: 'Marie, notre Mère', it: 'Madre Maria', pl: 'Matka Maryja', ar: 'أمّنا مريم' }),
  },

  // Live TV.
  lv01: {
    name: 'Lumen TV Americas',
    texts: texts({
      es: ['Lumen TV Américas', 'En directo las 24 horas desde nuestros estudios de Filadelfia: Misa, Rosario, entrevistas y formación.'],
      'pt-BR': ['Lumen TV Américas', 'Ao vivo 24 horas por dia dos nossos estúdios na Filadélfia: Missa, Terço, entrevistas e formação.'],
      fr: ['Lumen TV Amériques', 'En direct jour et nuit depuis nos studios de Philadelphie : messe, chapelet, débats et enseignements.'],
      it: ['Lumen TV Americhe', 'In diretta 24 ore su 24 dai nostri studi di Filadelfia: Messa, Rosario, dialoghi e catechesi.'],
      pl: ['Lumen TV Ameryki', 'Na żywo przez całą dobę z naszych studiów w Filadelfii: Msza Święta, Różaniec, rozmowy i katecheza.'],
      ar: ['لومن تي في الأمريكتين', 'بثّ مباشر على مدار الساعة من استوديوهاتنا في فيلادلفيا: القداس، والمسبحة الوردية، والحوارات، والتعليم المسيحي.'],
    }),
  },
  lv02: {
    name: 'Lumen TV Europe',
    texts: texts({
      es: ['Lumen TV Europa', 'En directo desde Londres y Dublín: Misa diaria, Adoración eucarística y lo mejor de Lumen.'],
      'pt-BR': ['Lumen TV Europa', 'Ao vivo de Londres e Dublin: Missa diária, Adoração ao Santíssimo e o melhor da Lumen.'],
      fr: ['Lumen TV Europe', 'En direct de Londres et de Dublin : messe quotidienne, adoration eucharistique et le meilleur de Lumen.'],
      it: ['Lumen TV Europa', 'In diretta da Londra e Dublino: Messa quotidiana, Adorazione eucaristica e il meglio di Lumen.'],
      pl: ['Lumen TV Europa', 'Na żywo z Londynu i Dublina: codzienna Msza Święta, adoracja Najświętszego Sakramentu i to, co najlepsze w Lumen.'],
      ar: ['لومن تي في أوروبا', 'بثّ مباشر من لندن ودبلن: القداس اليومي، والسجود للقربان الأقدس، وأفضل برامج لومن.'],
    }),
  },
  lv03: {
    name: 'Lumen TV Oceania',
    texts: texts({
      es: ['Lumen TV Oceanía', 'En directo desde Sídney para Australia, Nueva Zelanda y el Pacífico.'],
      'pt-BR': ['Lumen TV Oceania', 'Ao vivo de Sydney para a Austrália, a Nova Zelândia e o Pacífico.'],
      fr: ['Lumen TV Océanie', 'En direct de Sydney pour l’Australie, la Nouvelle-Zélande et le Pacifique.'],
      it: ['Lumen TV Oceania', 'In diretta da Sydney per l’Australia, la Nuova Zelanda e il Pacifico.'],
      pl: ['Lumen TV Oceania', 'Na żywo z Sydney dla Australii, Nowej Zelandii i krajów Pacyfiku.'],
      ar: ['لومن تي في أوقيانوسيا', 'بثّ مباشر من سيدني إلى أستراليا ونيوزيلندا وجزر المحيط الهادئ.'],
    }),
  },

  ...SHOW_TRANSLATIONS,
};

/** Gives the demo's items their translations (those still named as the demo names them). */
export function applyDemoTranslations(items: readonly SeedItem[]): void {
  for (const seed of items) {
    const demo = DEMO_TRANSLATIONS[seed.item.id];
    if (demo && demo.name === seed.item.name) seed.texts = demo.texts;
  }
}

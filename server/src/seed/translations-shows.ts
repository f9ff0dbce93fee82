/**
 * The demo's shows on the home page's first rows in the other languages Lumen speaks (issue 52):
 * the Featured banner's, the first of New Releases and of Pray the Rosary, each keyed by its id with
 * the English name the demo gives it (see translations.ts, which adds them to the demo catalogue).
 */
import type { Locale } from '../../../contract/locales.js';
import type { ItemText, ItemTexts } from '../lib/item-texts.js';

type Other = Exclude<Locale, 'en'>;
/** Title and description in each of the six other languages (a programme's name is its title). */
export type Words = Record<Other, [title: string, description: string]>;

export const texts = (words: Words): ItemTexts =>
  Object.fromEntries(Object.entries(words).map(([locale, [title, description]]) => [locale, { name: title, title, description } satisfies ItemText]));

export const SHOW_TRANSLATIONS: Record<string, { name: string; texts: ItemTexts }> = {
  // The banner (Featured).
  sr0011: {
    name: 'Lectio Divina: Ezekiel',
    texts: texts({
      es: [
        'Lectio Divina: Ezequiel',
        'Presentada por el P. Michael Brennan, esta serie propone una lectura lenta y orante del profeta Ezequiel. Una de las favoritas del público en más de cuarenta países.',
      ],
      'pt-BR': [
        'Lectio Divina: Ezequiel',
        'Apresentada pelo Pe. Michael Brennan, esta série propõe uma leitura lenta e orante do profeta Ezequiel. Uma das favoritas do público em mais de quarenta países.',
      ],
      fr: [
        'Lectio divina : Ézéchiel',
        'Présentée par le P. Michael Brennan, cette série invite à une lecture lente et priante du prophète Ézéchiel. Appréciée des téléspectateurs dans plus de quarante pays.',
      ],
      it: [
        'Lectio divina: Ezechiele',
        'Condotta da padre Michael Brennan, questa serie propone una lettura lenta e orante del profeta Ezechiele. Amata dagli spettatori di oltre quaranta Paesi.',
      ],
      pl: [
        'Lectio divina: Księga Ezechiela',
        'Ks. Michael Brennan prowadzi w tej serii powolną, modlitewną lekturę Księgi Ezechiela. Ulubiony program widzów w ponad czterdziestu krajach.',
      ],
      ar: [
        'القراءة الربّية: حزقيال',
        'يقدّم الأب مايكل برينان في هذه السلسلة قراءةً متأنّية ومصلّية لسفر النبي حزقيال. من البرامج المفضّلة لدى المشاهدين في أكثر من أربعين بلدًا.',
      ],
    }),
  },
  sr0093: {
    name: 'Daily Mass from Knock',
    texts: texts({
      es: [
        'Misa diaria desde Knock',
        'Presentada por el P. Benedict Osei, esta serie transmite la Misa diaria celebrada en el santuario de Knock. Grabada en el lugar, con la música de nuestro propio coro.',
      ],
      'pt-BR': [
        'Missa diária de Knock',
        'Apresentada pelo Pe. Benedict Osei, esta série transmite a Missa diária celebrada no santuário de Knock. Gravada no local, com a música do nosso próprio coral.',
      ],
      fr: [
        'La messe quotidienne à Knock',
        'Présentée par le P. Benedict Osei, cette série retransmet la messe quotidienne célébrée au sanctuaire de Knock. Filmée sur place, avec la musique de notre propre chœur.',
      ],
      it: [
        'La Messa quotidiana da Knock',
        'Condotta da padre Benedict Osei, questa serie trasmette la Messa quotidiana celebrata nel santuario di Knock. Girata sul posto, con la musica del nostro coro.',
      ],
      pl: [
        'Codzienna Msza Święta z Knock',
        'Ks. Benedict Osei prowadzi tę serię z codzienną Mszą Świętą odprawianą w sanktuarium w Knock. Nagrywana na miejscu, z muzyką naszego chóru.',
      ],
      ar: ['القداس اليومي من نوك', 'يقدّم الأب بنديكت أوسي في هذه السلسلة القداس اليومي المُحتفَل به في مزار نوك. صُوّرت في المكان، مع تراتيل جوقتنا.'],
    }),
  },
  sr0378: {
    name: 'Young & Catholic: Confirmation Prep',
    texts: texts({
      es: [
        'Joven y católico: preparación para la Confirmación',
        'Presentada por el Hno. Simon Albright, esta serie explica lo que la fe enseña sobre la preparación para la Confirmación, para adolescentes y jóvenes. Una de las favoritas del público en más de cuarenta países.',
      ],
      'pt-BR': [
        'Jovem e católico: preparação para a Crisma',
        'Apresentada pelo Ir. Simon Albright, esta série mostra o que a fé ensina sobre a preparação para a Crisma, para adolescentes e jovens. Uma das favoritas do público em mais de quarenta países.',
      ],
      fr: [
        'Jeune et catholique : préparer sa confirmation',
        'Présentée par le frère Simon Albright, cette série explique ce que la foi dit de la préparation à la confirmation, pour les adolescents et les jeunes adultes. Appréciée des téléspectateurs dans plus de quarante pays.',
      ],
      it: [
        'Giovani e cattolici: verso la Cresima',
        'Condotta da fra Simon Albright, questa serie racconta che cosa dice la fede sulla preparazione alla Cresima, per adolescenti e giovani. Amata dagli spettatori di oltre quaranta Paesi.',
      ],
      pl: [
        'Młodzi katolicy: przygotowanie do bierzmowania',
        'Br. Simon Albright pokazuje w tej serii, czego wiara uczy o przygotowaniu do bierzmowania – dla nastolatków i młodych dorosłych. Ulubiony program widzów w ponad czterdziestu krajach.',
      ],
      ar: [
        'شبيبة كاثوليكية: التحضير لسرّ التثبيت',
        'يقدّم الأخ سايمون ألبرايت في هذه السلسلة ما يعلّمه الإيمان عن التحضير لسرّ التثبيت، للمراهقين والشباب. من البرامج المفضّلة لدى المشاهدين في أكثر من أربعين بلدًا.',
      ],
    }),
  },
  sr0571: {
    name: 'Faith Basics: Forgiveness',
    texts: texts({
      es: [
        'Lo esencial de la fe: el perdón',
        'Presentada por el Hno. Simon Albright, esta serie es una primera mirada al perdón para quienes comienzan en la fe católica. Filmada en alta definición en los lugares donde sucedió.',
      ],
      'pt-BR': [
        'O essencial da fé: o perdão',
        'Apresentada pelo Ir. Simon Albright, esta série é um primeiro olhar sobre o perdão para quem está começando na fé católica. Filmada em alta definição nos lugares onde tudo aconteceu.',
      ],
      fr: [
        'Les bases de la foi : le pardon',
        'Présentée par le frère Simon Albright, cette série offre une première approche du pardon à ceux qui découvrent la foi catholique. Tournée en haute définition sur les lieux mêmes.',
      ],
      it: [
        'Le basi della fede: il perdono',
        'Condotta da fra Simon Albright, questa serie offre un primo sguardo sul perdono a chi si avvicina alla fede cattolica. Girata in alta definizione nei luoghi dove tutto è accaduto.',
      ],
      pl: [
        'Podstawy wiary: przebaczenie',
        'Br. Simon Albright w przystępny sposób wprowadza w temat przebaczenia tych, którzy dopiero poznają wiarę katolicką. Nakręcona w wysokiej rozdzielczości w miejscach, gdzie to się wydarzyło.',
      ],
      ar: [
        'أساسيات الإيمان: المغفرة',
        'يقدّم الأخ سايمون ألبرايت في هذه السلسلة نظرةً أولى إلى المغفرة لمن يتعرّفون حديثًا إلى الإيمان الكاثوليكي. صُوّرت بدقّة عالية في الأماكن التي جرت فيها الأحداث.',
      ],
    }),
  },
  sr0528: {
    name: 'Pilgrim Roads: Velankanni',
    texts: texts({
      es: [
        'Caminos de peregrino: Velankanni',
        'Presentada por el P. Daniel Nguyen, esta serie acompaña una peregrinación a pie hasta el santuario mariano de Velankanni. Para quien desea conocer más a fondo la fe.',
      ],
      'pt-BR': [
        'Caminhos de peregrino: Velankanni',
        'Apresentada pelo Pe. Daniel Nguyen, esta série acompanha uma peregrinação a pé até o santuário mariano de Velankanni. Para quem quer conhecer a fé mais a fundo.',
      ],
      fr: [
        'Routes de pèlerins : Velankanni',
        'Présentée par le P. Daniel Nguyen, cette série suit un pèlerinage à pied jusqu’au sanctuaire marial de Velankanni. Pour tous ceux qui veulent approfondir leur foi.',
      ],
      it: [
        'Strade di pellegrini: Velankanni',
        'Condotta da padre Daniel Nguyen, questa serie segue un pellegrinaggio a piedi fino al santuario mariano di Velankanni. Per chi desidera conoscere più a fondo la fede.',
      ],
      pl: [
        'Pielgrzymie szlaki: Velankanni',
        'Ks. Daniel Nguyen towarzyszy w tej serii pieszej pielgrzymce do sanktuarium maryjnego w Velankanni. Dla każdego, kto chce głębiej poznać wiarę.',
      ],
      ar: [
        'دروب الحجّاج: فيلانكاني',
        'يرافق الأب دانيال نغوين في هذه السلسلة حجًّا سيرًا على الأقدام إلى المزار المريمي في فيلانكاني. لكلّ من يرغب في التعمّق في معرفة الإيمان.',
      ],
    }),
  },
  sr0751: {
    name: 'Mission India',
    texts: texts({
      es: [
        'Misión India',
        'Presentada por el P. Benedict Osei, esta serie muestra a los misioneros trabajando en la India. Grabada en el lugar, con la música de nuestro propio coro.',
      ],
      'pt-BR': [
        'Missão Índia',
        'Apresentada pelo Pe. Benedict Osei, esta série mostra missionários em ação na Índia. Gravada no local, com a música do nosso próprio coral.',
      ],
      fr: [
        'Mission Inde',
        'Présentée par le P. Benedict Osei, cette série montre des missionnaires à l’œuvre en Inde. Filmée sur place, avec la musique de notre propre chœur.',
      ],
      it: [
        'Missione India',
        'Condotta da padre Benedict Osei, questa serie racconta i missionari al lavoro in India. Girata sul posto, con la musica del nostro coro.',
      ],
      pl: ['Misja Indie', 'Ks. Benedict Osei pokazuje w tej serii pracę misjonarzy w Indiach. Nagrywana na miejscu, z muzyką naszego chóru.'],
      ar: ['الإرسالية في الهند', 'يعرّفنا الأب بنديكت أوسي في هذه السلسلة إلى المرسَلين العاملين في الهند. صُوّرت في المكان، مع تراتيل جوقتنا.'],
    }),
  },

  // New Releases.
  sr0529: {
    name: 'Pilgrim Roads: Philadelphia',
    texts: texts({
      es: [
        'Caminos de peregrino: Filadelfia',
        'Presentada por el P. Joseph Varghese, esta serie acompaña una peregrinación a pie hasta Filadelfia. Una de las favoritas del público en más de cuarenta países.',
      ],
      'pt-BR': [
        'Caminhos de peregrino: Filadélfia',
        'Apresentada pelo Pe. Joseph Varghese, esta série acompanha uma peregrinação a pé até a Filadélfia. Uma das favoritas do público em mais de quarenta países.',
      ],
      fr: [
        'Routes de pèlerins : Philadelphie',
        'Présentée par le P. Joseph Varghese, cette série suit un pèlerinage à pied jusqu’à Philadelphie. Appréciée des téléspectateurs dans plus de quarante pays.',
      ],
      it: [
        'Strade di pellegrini: Filadelfia',
        'Condotta da padre Joseph Varghese, questa serie segue un pellegrinaggio a piedi fino a Filadelfia. Amata dagli spettatori di oltre quaranta Paesi.',
      ],
      pl: [
        'Pielgrzymie szlaki: Filadelfia',
        'Ks. Joseph Varghese towarzyszy w tej serii pieszej pielgrzymce do Filadelfii. Ulubiony program widzów w ponad czterdziestu krajach.',
      ],
      ar: [
        'دروب الحجّاج: فيلادلفيا',
        'يرافق الأب جوزيف فارغيز في هذه السلسلة حجًّا سيرًا على الأقدام إلى فيلادلفيا. من البرامج المفضّلة لدى المشاهدين في أكثر من أربعين بلدًا.',
      ],
    }),
  },
  sr0601: {
    name: 'Faith & Reason: The Beatitudes',
    texts: texts({
      es: [
        'Fe y razón: las Bienaventuranzas',
        'Presentada por la Dra. Lucia Romano, esta serie pone las Bienaventuranzas en diálogo con la ciencia y la filosofía. Para quien desea conocer más a fondo la fe.',
      ],
      'pt-BR': [
        'Fé e razão: as Bem-aventuranças',
        'Apresentada pela Dra. Lucia Romano, esta série coloca as Bem-aventuranças em diálogo com a ciência e a filosofia. Para quem quer conhecer a fé mais a fundo.',
      ],
      fr: [
        'Foi et raison : les Béatitudes',
        'Présentée par Lucia Romano, docteure en philosophie, cette série fait dialoguer les Béatitudes avec la science et la philosophie. Pour tous ceux qui veulent approfondir leur foi.',
      ],
      it: [
        'Fede e ragione: le Beatitudini',
        'Condotta dalla dott.ssa Lucia Romano, questa serie mette in dialogo le Beatitudini con la scienza e la filosofia. Per chi desidera conoscere più a fondo la fede.',
      ],
      pl: [
        'Wiara i rozum: Błogosławieństwa',
        'Dr Lucia Romano zestawia w tej serii Osiem Błogosławieństw z nauką i filozofią. Dla każdego, kto chce głębiej poznać wiarę.',
      ],
      ar: [
        'الإيمان والعقل: التطويبات',
        'تقدّم الدكتورة لوتشيا رومانو في هذه السلسلة التطويبات في حوار مع العلم والفلسفة. لكلّ من يرغب في التعمّق في معرفة الإيمان.',
      ],
    }),
  },
  sr0906: {
    name: 'Holy Land Today: Cana',
    texts: texts({
      es: [
        'Tierra Santa hoy: Caná',
        'Presentada por Teresa y Mark Hollis, esta serie visita la comunidad cristiana que vive hoy en Caná. Grabada en el lugar, con la música de nuestro propio coro.',
      ],
      'pt-BR': [
        'Terra Santa hoje: Caná',
        'Apresentada por Teresa e Mark Hollis, esta série visita a comunidade cristã que vive hoje em Caná. Gravada no local, com a música do nosso próprio coral.',
      ],
      fr: [
        'La Terre sainte aujourd’hui : Cana',
        'Présentée par Teresa et Mark Hollis, cette série part à la rencontre de la communauté chrétienne qui vit aujourd’hui à Cana. Filmée sur place, avec la musique de notre propre chœur.',
      ],
      it: [
        'Terra Santa oggi: Cana',
        'Condotta da Teresa e Mark Hollis, questa serie incontra la comunità cristiana che vive oggi a Cana. Girata sul posto, con la musica del nostro coro.',
      ],
      pl: [
        'Ziemia Święta dziś: Kana',
        'Teresa i Mark Hollis odwiedzają w tej serii wspólnotę chrześcijan żyjącą dziś w Kanie Galilejskiej. Nagrywana na miejscu, z muzyką naszego chóru.',
      ],
      ar: ['الأرض المقدسة اليوم: قانا', 'تزور تيريزا ومارك هوليس في هذه السلسلة الجماعة المسيحية الحيّة في قانا الجليل. صُوّرت في المكان، مع تراتيل جوقتنا.'],
    }),
  },
  sr0562: {
    name: 'The Eucharist Explained',
    texts: texts({
      es: [
        'La Eucaristía explicada',
        'Presentada por el Hno. Simon Albright, esta serie explica la Eucaristía con sencillez y fidelidad. Para quien desea conocer más a fondo la fe.',
      ],
      'pt-BR': [
        'A Eucaristia explicada',
        'Apresentada pelo Ir. Simon Albright, esta série explica a Eucaristia com simplicidade e fidelidade. Para quem quer conhecer a fé mais a fundo.',
      ],
      fr: [
        'L’Eucharistie expliquée',
        'Présentée par le frère Simon Albright, cette série explique l’Eucharistie simplement et fidèlement. Pour tous ceux qui veulent approfondir leur foi.',
      ],
      it: [
        'L’Eucaristia spiegata',
        'Condotta da fra Simon Albright, questa serie spiega l’Eucaristia in modo semplice e fedele. Per chi desidera conoscere più a fondo la fede.',
      ],
      pl: [
        'Eucharystia wyjaśniona',
        'Br. Simon Albright wyjaśnia w tej serii Eucharystię prosto i wiernie nauczaniu Kościoła. Dla każdego, kto chce głębiej poznać wiarę.',
      ],
      ar: [
        'سرّ الإفخارستيا ببساطة',
        'يشرح الأخ سايمون ألبرايت في هذه السلسلة سرّ الإفخارستيا ببساطة وأمانة لتعليم الكنيسة. لكلّ من يرغب في التعمّق في معرفة الإيمان.',
      ],
    }),
  },

  // Pray the Rosary.
  sr0060: {
    name: 'The Luminous Mysteries from Padua',
    texts: texts({
      es: [
        'Los Misterios Luminosos desde Padua',
        'Presentada por la Hna. Bernadette Flynn, esta serie reza los Misterios Luminosos del Rosario desde Padua. Cada episodio termina con una breve oración que puedes hacer tuya.',
      ],
      'pt-BR': [
        'Os Mistérios Luminosos de Pádua',
        'Apresentada pela Ir. Bernadette Flynn, esta série reza os Mistérios Luminosos do Terço em Pádua. Cada episódio termina com uma breve oração que você pode fazer sua.',
      ],
      fr: [
        'Les mystères lumineux depuis Padoue',
        'Présentée par sœur Bernadette Flynn, cette série prie les mystères lumineux du chapelet à Padoue. Chaque épisode se termine par une courte prière que vous pouvez faire vôtre.',
      ],
      it: [
        'I Misteri della luce da Padova',
        'Condotta da suor Bernadette Flynn, questa serie prega i Misteri della luce del Rosario da Padova. Ogni puntata si chiude con una breve preghiera da fare propria.',
      ],
      pl: [
        'Tajemnice światła z Padwy',
        'S. Bernadette Flynn odmawia w tej serii tajemnice światła Różańca w Padwie. Każdy odcinek kończy się krótką modlitwą, którą możesz uczynić swoją.',
      ],
      ar: [
        'أسرار النور من بادوفا',
        'تصلّي الأخت برناديت فلين في هذه السلسلة أسرار النور من المسبحة الوردية في بادوفا. تنتهي كلّ حلقة بصلاة قصيرة يمكنك أن تجعلها صلاتك.',
      ],
    }),
  },
  sr0061: {
    name: 'The Glorious Mysteries from Padua',
    texts: texts({
      es: [
        'Los Misterios Gloriosos desde Padua',
        'Presentada por la Dra. Anne Whitfield, esta serie reza los Misterios Gloriosos del Rosario desde Padua. Filmada en alta definición en los lugares donde sucedió.',
      ],
      'pt-BR': [
        'Os Mistérios Gloriosos de Pádua',
        'Apresentada pela Dra. Anne Whitfield, esta série reza os Mistérios Gloriosos do Terço em Pádua. Filmada em alta definição nos lugares onde tudo aconteceu.',
      ],
      fr: [
        'Les mystères glorieux depuis Padoue',
        'Présentée par Anne Whitfield, docteure en théologie, cette série prie les mystères glorieux du chapelet à Padoue. Tournée en haute définition sur les lieux mêmes.',
      ],
      it: [
        'I Misteri gloriosi da Padova',
        'Condotta dalla dott.ssa Anne Whitfield, questa serie prega i Misteri gloriosi del Rosario da Padova. Girata in alta definizione nei luoghi dove tutto è accaduto.',
      ],
      pl: [
        'Tajemnice chwalebne z Padwy',
        'Dr Anne Whitfield odmawia w tej serii tajemnice chwalebne Różańca w Padwie. Nakręcona w wysokiej rozdzielczości w miejscach, gdzie to się wydarzyło.',
      ],
      ar: [
        'أسرار المجد من بادوفا',
        'تصلّي الدكتورة آن ويتفيلد في هذه السلسلة أسرار المجد من المسبحة الوردية في بادوفا. صُوّرت بدقّة عالية في الأماكن التي جرت فيها الأحداث.',
      ],
    }),
  },
};

/**
 * Translations of a few CMS entries of each kind (issue 20, decision 034), the way Strapi v4's
 * i18n holds them: each is its own entry, with its own id, the English entry's slug and its
 * `locale`; an entry with no slug (the blog single type) names the English entry's id in
 * `localizationOf`. Everything else stays untranslated, so the site's fallback to English shows.
 * Only the text is translated; every other attribute is the English entry's.
 */
import type { Language } from '../../shared/languages';
import { BLOG, BLOG_ARTICLES, BLOG_CATEGORIES } from './cms-blog';
import { LEARNING_SPACES_EVENTS } from './cms-events';
import { FAQ_PAGES, LEGAL_PAGES } from './cms-pages';
import type { CmsEntry } from './strapi-query';

export type Translated = Exclude<Language, 'en'>;
export const TRANSLATED: readonly Translated[] = ['de', 'fr', 'es', 'it', 'ja', 'zh'];

/** Translated entries' ids: the English id plus 100 per language (de 1xx … zh 6xx). */
const ID_STEP: Record<Translated, number> = { de: 100, fr: 200, es: 300, it: 400, ja: 500, zh: 600 };

type Texts = Record<Translated, Record<string, unknown>>;

function perLanguage<T>(value: (language: Translated) => T): Record<Translated, T> {
  return Object.fromEntries(TRANSLATED.map((l) => [l, value(l)])) as Record<Translated, T>;
}

function translations(english: readonly CmsEntry[], match: (e: CmsEntry) => boolean, texts: Texts, options: { byId?: boolean } = {}) {
  const source = english.find(match);
  if (!source) throw new Error('translated entry missing from the English fixtures');
  return TRANSLATED.map((language) => ({
    language,
    entry: {
      id: source.id + ID_STEP[language],
      attributes: { ...source.attributes, ...texts[language], locale: language, ...(options.byId ? { localizationOf: source.id } : {}) },
    },
  }));
}

const slugIs = (slug: string) => (e: CmsEntry) => e.attributes.slug === slug || e.attributes.Slug === slug;

const BLOG_INTRO = translations(
  BLOG,
  (e) => e.id === 1,
  {
    de: {
      title: 'Der Blog der Bibliothek',
      intro: 'Neuigkeiten aus der Bibliothek, Übetipps von Lehrenden und Musizierenden und Geschichten über die Ausgaben hinter den Noten.',
    },
    fr: {
      title: 'Le blog de la bibliothèque',
      intro:
        'Les nouvelles de la bibliothèque, des idées de travail de professeurs et de musiciens, et l’histoire des éditions qui se cachent derrière les partitions.',
    },
    es: {
      title: 'El blog de la biblioteca',
      intro: 'Novedades de la biblioteca, ideas de estudio de profesores e intérpretes, e historias sobre las ediciones que hay detrás de las partituras.',
    },
    it: {
      title: 'Il blog della biblioteca',
      intro: 'Novità dalla biblioteca, idee per lo studio da insegnanti e musicisti, e storie sulle edizioni che stanno dietro alle partiture.',
    },
    ja: { title: 'ライブラリのブログ', intro: 'ライブラリの最新情報、指導者や演奏家による練習のヒント、そして楽譜の背後にある版の物語をお届けします。' },
    zh: { title: '乐谱库博客', intro: '来自乐谱库的最新消息、教师和演奏者分享的练习心得，以及乐谱背后各个版本的故事。' },
  },
  { byId: true },
);

/** The translated categories' names, which the translated articles' category relation also shows. */
const CATEGORY_NAMES: Record<string, Record<Translated, string>> = {
  news: { de: 'Neuigkeiten', fr: 'Actualités', es: 'Noticias', it: 'Notizie', ja: 'お知らせ', zh: '新闻' },
  repertoire: { de: 'Repertoire', fr: 'Répertoire', es: 'Repertorio', it: 'Repertorio', ja: 'レパートリー', zh: '曲目' },
};

const categoryTexts = (slug: string, descriptions: Record<Translated, string>): Texts =>
  perLanguage((l) => ({ name: CATEGORY_NAMES[slug]![l], description: descriptions[l] }));

const CATEGORIES = [
  ...translations(
    BLOG_CATEGORIES,
    slugIs('news'),
    categoryTexts('news', {
      de: 'Ankündigungen rund um die Bibliothek, neue Verlage und Veranstaltungen.',
      fr: 'Annonces concernant la bibliothèque, les nouveaux éditeurs et les événements.',
      es: 'Anuncios sobre la biblioteca, nuevas editoriales y eventos.',
      it: 'Annunci sulla biblioteca, nuovi editori ed eventi.',
      ja: 'ライブラリに関するお知らせ、新しい出版社やイベントの情報。',
      zh: '关于乐谱库、新加入的出版社和各类活动的公告。',
    }),
  ),
  ...translations(
    BLOG_CATEGORIES,
    slugIs('repertoire'),
    categoryTexts('repertoire', {
      de: 'Wegweiser zu Werken, Komponistinnen, Komponisten und Programmen, die es zu entdecken lohnt.',
      fr: 'Des guides sur les œuvres, les compositeurs et les programmes qui valent le détour.',
      es: 'Guías de obras, compositores y programas que vale la pena descubrir.',
      it: 'Guide a brani, compositori e programmi da scoprire.',
      ja: '知っておきたい作品、作曲家、プログラムのガイド。',
      zh: '值得探索的作品、作曲家和音乐会曲目指南。',
    }),
  ),
];

const articleTexts = (category: string, texts: Record<Translated, { title: string; excerpt: string; body: string }>): Texts =>
  perLanguage((l) => ({ ...texts[l], category: { slug: category, name: CATEGORY_NAMES[category]![l] } }));

const ARTICLES = [
  ...translations(
    BLOG_ARTICLES,
    slugIs('why-several-editions-of-one-piece'),
    articleTexts('repertoire', {
      de: {
        title: 'Warum wir mehrere Ausgaben desselben Werks anbieten',
        excerpt: 'Wer nach einer Beethoven-Sonate sucht, findet sie bei mehr als einem Verlag. Hier erfahren Sie, warum das gut so ist.',
        body: '<p>Suchen Sie in der Bibliothek nach einer Beethoven-Sonate, finden Sie sie bei mehreren Verlagen. Das mag nach Doppelung aussehen, doch jede Ausgabe beantwortet eine etwas andere Frage an die Musik.</p><h2>Die Quellen widersprechen sich</h2><p>Autographe, Erstausgaben und die Korrekturen des Komponisten stimmen selten in jedem Bogen und jeder Dynamik überein. Eine gute Ausgabe sagt Ihnen, wo sie sich entschieden hat.</p>',
      },
      fr: {
        title: 'Pourquoi nous publions plusieurs éditions d’une même œuvre',
        excerpt: 'Cherchez une sonate de Beethoven et vous la trouverez chez plus d’un éditeur. Voici pourquoi c’est une bonne chose.',
        body: '<p>Cherchez une sonate de Beethoven dans la bibliothèque et vous la trouverez chez plusieurs éditeurs. Cela peut ressembler à un doublon, mais chaque édition répond à une question un peu différente sur la musique.</p><h2>Les sources divergent</h2><p>Autographes, premières éditions et corrections du compositeur s’accordent rarement sur chaque liaison et chaque nuance. Une bonne édition vous indique où elle a fait un choix.</p>',
      },
      es: {
        title: 'Por qué publicamos varias ediciones de la misma obra',
        excerpt: 'Busque una sonata de Beethoven y la encontrará en más de una editorial. Le explicamos por qué eso es bueno.',
        body: '<p>Si busca una sonata de Beethoven en la biblioteca, la encontrará en varias editoriales. Puede parecer una duplicación, pero cada edición responde a una pregunta ligeramente distinta sobre la música.</p><h2>Las fuentes no coinciden</h2><p>Los autógrafos, las primeras ediciones y las correcciones del propio compositor rara vez coinciden en cada ligadura y cada matiz. Una buena edición le indica dónde ha tomado una decisión.</p>',
      },
      it: {
        title: 'Perché pubblichiamo più edizioni dello stesso brano',
        excerpt: 'Cercate una sonata di Beethoven e la troverete presso più di un editore. Ecco perché è un bene.',
        body: '<p>Se cercate una sonata di Beethoven nella biblioteca, la troverete presso diversi editori. Può sembrare un doppione, ma ogni edizione risponde a una domanda leggermente diversa sulla musica.</p><h2>Le fonti non concordano</h2><p>Autografi, prime edizioni e correzioni dello stesso compositore raramente concordano su ogni legatura e ogni dinamica. Una buona edizione vi dice dove ha fatto una scelta.</p>',
      },
      ja: {
        title: '同じ曲の版を複数公開している理由',
        excerpt: 'ベートーヴェンのソナタを検索すると、複数の出版社の版が見つかります。それがなぜ良いことなのかをご説明します。',
        body: '<p>ライブラリでベートーヴェンのソナタを検索すると、いくつもの出版社の版が表示されます。重複のように見えるかもしれませんが、それぞれの版は音楽に対して少しずつ異なる問いに答えています。</p><h2>資料は一致しない</h2><p>自筆譜、初版、作曲者自身による訂正が、スラーや強弱記号の一つひとつまで一致することはまれです。優れた版は、どこで判断を下したのかを明示しています。</p>',
      },
      zh: {
        title: '为什么同一首作品我们会提供多个版本',
        excerpt: '搜索一首贝多芬奏鸣曲，你会看到不止一家出版社的版本。这里解释为什么这是件好事。',
        body: '<p>在乐谱库中搜索一首贝多芬奏鸣曲，你会找到好几家出版社的版本。这看起来像是重复，但每个版本回答的都是关于音乐的一个略有不同的问题。</p><h2>原始资料各不相同</h2><p>手稿、初版和作曲家本人的修改，很少在每一个连线和力度记号上完全一致。好的版本会告诉你它在哪里做出了选择。</p>',
      },
    }),
  ),
  ...translations(
    BLOG_ARTICLES,
    slugIs('new-chamber-music-editions-this-spring'),
    articleTexts('news', {
      de: {
        title: 'Zweihundert neue Kammermusikausgaben in diesem Frühjahr',
        excerpt: 'Streichquartette, Klaviertrios und Bläserquintette kommen in die Bibliothek, mit Partitur und Stimmen für alle Mitwirkenden.',
        body: '<p>In diesem Frühjahr nehmen wir zweihundert Kammermusikausgaben in die Bibliothek auf, von Haydns Quartetten bis zu Klaviertrios des zwanzigsten Jahrhunderts.</p><p>Zu jeder Ausgabe gehören die Partitur und die einzelnen Stimmen, sodass ein ganzes Ensemble aus demselben Notentext proben kann.</p>',
      },
      fr: {
        title: 'Deux cents nouvelles éditions de musique de chambre ce printemps',
        excerpt: 'Quatuors à cordes, trios avec piano et quintettes à vent rejoignent la bibliothèque, avec conducteur et parties pour chaque musicien.',
        body: '<p>Ce printemps, nous ajoutons deux cents éditions de musique de chambre à la bibliothèque, des quatuors de Haydn aux trios avec piano du vingtième siècle.</p><p>Chaque édition comprend le conducteur et les parties séparées, pour que tout l’ensemble répète à partir du même texte.</p>',
      },
      es: {
        title: 'Doscientas nuevas ediciones de música de cámara esta primavera',
        excerpt: 'Cuartetos de cuerda, tríos con piano y quintetos de viento llegan a la biblioteca, con partitura y particellas para cada intérprete.',
        body: '<p>Esta primavera incorporamos a la biblioteca doscientas ediciones de música de cámara, desde los cuartetos de Haydn hasta tríos con piano del siglo XX.</p><p>Cada edición incluye la partitura general y las particellas, para que todo el conjunto ensaye con el mismo texto.</p>',
      },
      it: {
        title: 'Duecento nuove edizioni di musica da camera questa primavera',
        excerpt: 'Quartetti d’archi, trii con pianoforte e quintetti di fiati entrano nella biblioteca, con partitura e parti per ogni musicista.',
        body: '<p>Questa primavera aggiungiamo alla biblioteca duecento edizioni di musica da camera, dai quartetti di Haydn ai trii con pianoforte del Novecento.</p><p>Ogni edizione comprende la partitura e le parti staccate, così l’intero ensemble può provare sullo stesso testo.</p>',
      },
      ja: {
        title: 'この春、室内楽の新しい版が200点登場',
        excerpt: '弦楽四重奏曲、ピアノ三重奏曲、木管五重奏曲がライブラリに加わります。どの奏者にもスコアとパート譜をご用意しています。',
        body: '<p>この春、ハイドンの四重奏曲から20世紀のピアノ三重奏曲まで、200点の室内楽の版をライブラリに追加します。</p><p>どの版にもフルスコアと各パート譜が付いているので、アンサンブル全員が同じ楽譜でリハーサルできます。</p>',
      },
      zh: {
        title: '今年春季新增两百个室内乐版本',
        excerpt: '弦乐四重奏、钢琴三重奏和木管五重奏加入乐谱库，为每位演奏者提供总谱和分谱。',
        body: '<p>今年春天，我们将为乐谱库新增两百个室内乐版本，从海顿的四重奏到二十世纪的钢琴三重奏。</p><p>每个版本都附有总谱和各声部分谱，整个室内乐组合都能使用同一份乐谱排练。</p>',
      },
    }),
  ),
];

/** The cookie policy's title, which the older service's legal list also carries. */
export const COOKIE_POLICY_TITLE: Record<Translated, string> = {
  de: 'Cookie-Richtlinie',
  fr: 'Politique relative aux cookies',
  es: 'Política de cookies',
  it: 'Informativa sui cookie',
  ja: 'Cookieポリシー',
  zh: 'Cookie 政策',
};

const LEGAL = translations(LEGAL_PAGES, slugIs('cookie-policy'), {
  de: {
    title: COOKIE_POLICY_TITLE.de,
    body: '<p>Wir verwenden wenige Cookies, damit die Website funktioniert, und – mit Ihrer Einwilligung – um zu verstehen, wie sie genutzt wird.</p><h2>Notwendige Cookies</h2><p>Sie speichern Ihre Cookie-Auswahl und halten Sie angemeldet. Ohne sie funktioniert die Website nicht.</p>',
  },
  fr: {
    title: COOKIE_POLICY_TITLE.fr,
    body: '<p>Nous utilisons un petit nombre de cookies pour faire fonctionner le site et, avec votre accord, pour comprendre comment il est utilisé.</p><h2>Cookies essentiels</h2><p>Ils mémorisent votre choix concernant les cookies et maintiennent votre connexion. Le site ne peut pas fonctionner sans eux.</p>',
  },
  es: {
    title: COOKIE_POLICY_TITLE.es,
    body: '<p>Utilizamos un pequeño número de cookies para que el sitio web funcione y, con su consentimiento, para entender cómo se usa.</p><h2>Cookies esenciales</h2><p>Recuerdan su elección sobre las cookies y mantienen su sesión iniciada. El sitio no puede funcionar sin ellas.</p>',
  },
  it: {
    title: COOKIE_POLICY_TITLE.it,
    body: '<p>Utilizziamo un numero ridotto di cookie per far funzionare il sito e, con il vostro consenso, per capire come viene utilizzato.</p><h2>Cookie essenziali</h2><p>Ricordano la vostra scelta sui cookie e mantengono l’accesso al vostro account. Il sito non può funzionare senza di essi.</p>',
  },
  ja: {
    title: COOKIE_POLICY_TITLE.ja,
    body: '<p>当サイトでは、ウェブサイトを機能させるため、またお客様の同意がある場合にはサイトの利用状況を把握するために、少数のCookieを使用しています。</p><h2>必須Cookie</h2><p>Cookieに関するお客様の選択を記憶し、ログイン状態を維持します。これらがないとサイトは機能しません。</p>',
  },
  zh: {
    title: COOKIE_POLICY_TITLE.zh,
    body: '<p>我们使用少量 Cookie 来保证网站正常运行，并在征得你同意后了解网站的使用情况。</p><h2>必要 Cookie</h2><p>它们会记住你对 Cookie 的选择并保持你的登录状态。没有它们，网站将无法运行。</p>',
  },
});

const FAQ = translations(FAQ_PAGES, slugIs('getting-started'), {
  de: {
    title: 'Erste Schritte',
    body: '<p>Legen Sie in der Web-App ein Konto an und laden Sie dann die App für Ihr Tablet oder Ihren Computer herunter. Melden Sie sich überall mit demselben Konto an, dann begleiten Sie Ihre Bibliothek, Ihre Playlists und Ihre Anmerkungen.</p>',
  },
  fr: {
    title: 'Premiers pas',
    body: '<p>Créez un compte dans l’application web, puis téléchargez l’application pour votre tablette ou votre ordinateur. Connectez-vous partout avec le même compte\u00a0: votre bibliothèque, vos playlists et vos annotations vous suivent.</p>',
  },
  es: {
    title: 'Primeros pasos',
    body: '<p>Cree una cuenta en la aplicación web y después descargue la aplicación para su tableta u ordenador. Inicie sesión con la misma cuenta en todas partes y su biblioteca, sus listas y sus anotaciones irán con usted.</p>',
  },
  it: {
    title: 'Primi passi',
    body: '<p>Create un account nell’app web, poi scaricate l’app per il vostro tablet o computer. Accedete ovunque con lo stesso account: la vostra biblioteca, le playlist e le annotazioni vi seguono.</p>',
  },
  ja: {
    title: 'はじめに',
    body: '<p>ウェブアプリでアカウントを作成し、タブレットまたはパソコン用のアプリをダウンロードしてください。どの端末でも同じアカウントでログインすれば、ライブラリ、プレイリスト、書き込みがすべて引き継がれます。</p>',
  },
  zh: {
    title: '入门指南',
    body: '<p>先在网页版应用中创建账户，然后为你的平板电脑或电脑下载应用。在所有设备上使用同一账户登录，你的乐谱库、播放列表和批注都会随之同步。</p>',
  },
});

const EVENTS = translations(LEARNING_SPACES_EVENTS, slugIs('sight-reading-masterclass'), {
  de: {
    Title: 'Meisterkurs im Blattspiel',
    Summary: 'Ein Tag Blattspiel in der Praxis für Pianistinnen, Pianisten und Korrepetitoren, vom ersten Blick bis zum sicheren Vortrag.',
    Body: '<p>Bringen Sie Ihr Tablet und einen Bleistift mit. In kleinen Gruppen üben wir das Vorauslesen, das Halten des Pulses und die Entscheidung, was man weglassen kann.</p><p>Geeignet ab Grade 6.</p>',
  },
  fr: {
    Title: 'Masterclass de déchiffrage',
    Summary: 'Une journée de déchiffrage pratique pour pianistes et accompagnateurs, du premier coup d’œil à une interprétation assurée.',
    Body: '<p>Apportez votre tablette et un crayon. Nous travaillerons en petits groupes sur la lecture anticipée, le maintien de la pulsation et le choix de ce que l’on peut omettre.</p><p>Ouvert à partir du grade 6.</p>',
  },
  es: {
    Title: 'Clase magistral de lectura a primera vista',
    Summary: 'Una jornada práctica de lectura a primera vista para pianistas y acompañantes, desde el primer vistazo hasta una interpretación segura.',
    Body: '<p>Traiga su tableta y un lápiz. Trabajaremos en grupos reducidos la lectura anticipada, el mantenimiento del pulso y la elección de lo que se puede omitir.</p><p>Adecuado a partir del grado 6.</p>',
  },
  it: {
    Title: 'Masterclass di lettura a prima vista',
    Summary: 'Una giornata pratica di lettura a prima vista per pianisti e accompagnatori, dal primo sguardo a un’esecuzione sicura.',
    Body: '<p>Portate il vostro tablet e una matita. Lavoreremo in piccoli gruppi sulla lettura in anticipo, sul mantenimento della pulsazione e sulla scelta di cosa tralasciare.</p><p>Adatto dal grado 6 in su.</p>',
  },
  ja: {
    Title: '初見演奏マスタークラス',
    Summary: 'ピアニストと伴奏者のための、初見演奏を実践的に学ぶ1日。楽譜を一目見た瞬間から、自信を持った演奏まで。',
    Body: '<p>タブレットと鉛筆をお持ちください。少人数のグループで、先を読むこと、拍を保つこと、何を省くかを選ぶことに取り組みます。</p><p>グレード6以上の方が対象です。</p>',
  },
  zh: {
    Title: '视奏大师班',
    Summary: '为钢琴演奏者和伴奏者举办的一日视奏实践课，从第一眼读谱到自信演奏。',
    Body: '<p>请携带平板电脑和铅笔。我们将分成小组，练习提前读谱、保持节拍，以及取舍哪些音可以省略。</p><p>适合六级及以上水平。</p>',
  },
});

function byLanguage(list: readonly { language: Translated; entry: CmsEntry }[]): Record<Translated, CmsEntry[]> {
  return perLanguage((l) => list.filter((t) => t.language === l).map((t) => t.entry));
}

/** Per collection, per language: the entries translated into it (no other entry exists in that locale). */
export const TRANSLATIONS: Readonly<Record<string, Record<Translated, CmsEntry[]>>> = {
  blog: byLanguage(BLOG_INTRO),
  'blog-categories': byLanguage(CATEGORIES),
  'blog-articles': byLanguage(ARTICLES),
  'legal-pages': byLanguage(LEGAL),
  'faq-pages': byLanguage(FAQ),
  'learning-spaces-events': byLanguage(EVENTS),
};

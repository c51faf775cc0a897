/**
 * Blog fixtures: the blog single type, categories and articles (each collection has a draft).
 *
 * XSS fixture: article "lesson-notes-with-listening-links" (id 6, published) carries three
 * classic vectors the site's sanitiser must neutralise; each carries the marker text "xss-blog":
 *   1. <script>window.__xss = 'xss-blog-script'</script>
 *   2. <img src="/images/blog/missing.png" onerror="window.__xss = 'xss-blog-onerror'">
 *   3. <a href="javascript:window.__xss = 'xss-blog-href'">
 */
import { entry } from './cms-entries';

export const BLOG = [
  entry(
    1,
    '2024-09-02',
    {
      title: 'The library blog',
      intro: 'News from the library, practice ideas from teachers and players, and stories about the editions behind the scores.',
    },
    { updated: '2025-06-01' },
  ),
  entry(
    2,
    '2025-06-20',
    {
      title: 'Notes from the library',
      intro: 'A draft rewording of the blog introduction, waiting for approval.',
    },
    { draft: true },
  ),
];

const CATEGORIES = {
  news: { slug: 'news', name: 'News' },
  practice: { slug: 'practice-room', name: 'Practice room' },
  repertoire: { slug: 'repertoire', name: 'Repertoire' },
  scores: { slug: 'behind-the-scores', name: 'Behind the scores' },
};

export const BLOG_CATEGORIES = [
  entry(1, '2024-09-02', { ...CATEGORIES.news, description: 'Announcements about the library, new publishers and events.' }),
  entry(2, '2024-09-02', { ...CATEGORIES.practice, description: 'Practical ideas for practising, teaching and rehearsing.' }),
  entry(3, '2024-09-02', { ...CATEGORIES.repertoire, description: 'Guides to pieces, composers and programmes worth exploring.' }),
  entry(4, '2024-09-03', { ...CATEGORIES.scores, description: 'How editions are made, from the sources to the screen.' }),
  entry(5, '2025-05-30', { slug: 'podcast', name: 'Podcast', description: 'Conversations with editors and performers (coming soon).' }, { draft: true }),
];

interface ArticleFacts {
  id: number;
  date: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: { slug: string; name: string };
  body: string;
  draft?: boolean;
}

const ARTICLES: ArticleFacts[] = [
  {
    id: 1,
    date: '2024-10-07',
    slug: 'why-several-editions-of-one-piece',
    category: CATEGORIES.repertoire,
    author: 'Hannah Lockwood',
    title: 'Why we publish several editions of the same piece',
    excerpt: 'Search for a Beethoven sonata and you will find it from more than one publisher. Here is why that is a good thing.',
    body: "<p>Search the library for a Beethoven sonata and you will find it from several publishers. That can look like duplication, but each edition answers a slightly different question about the music.</p><h2>Sources disagree</h2><p>Autographs, first editions and the composer's own corrections rarely agree on every slur and dynamic. Editors weigh them differently, and a good edition tells you where it made a choice.</p><h2>Players need different things</h2><p>A student may want fingerings and generous spacing; a professional may prefer a clean text to mark up. Comparing two editions side by side is one of the quickest ways to understand a passage.</p>",
  },
  {
    id: 2,
    date: '2024-11-18',
    slug: 'practise-smarter-with-annotations',
    category: CATEGORIES.practice,
    author: 'Daniel Osei',
    title: 'Five ways to practise smarter with annotations',
    excerpt: "Pencil marks are part of every musician's toolkit. Digital annotations let you keep them organised.",
    body: '<p>Every musician marks their music. With digital scores those marks can be layered, shared and switched off when you want a clean page.</p><ol><li><strong>Use colour with a purpose.</strong> One colour for fingerings, another for breathing or bowing.</li><li><strong>Mark the problem, not the solution.</strong> A small circle around a tricky bar reminds you to slow down.</li><li><strong>Keep a layer for your teacher.</strong> Lesson comments stay separate from your own ideas.</li><li><strong>Share bowings with your section.</strong> Everyone arrives at rehearsal with the same plan.</li><li><strong>Clear out old marks.</strong> A tidy page is easier to read under pressure.</li></ol>',
  },
  {
    id: 3,
    date: '2025-01-13',
    slug: 'new-chamber-music-editions-this-spring',
    category: CATEGORIES.news,
    author: 'Ruth Aldous',
    title: 'Two hundred new chamber music editions this spring',
    excerpt: 'String quartets, piano trios and wind quintets join the library, with parts and scores for every player.',
    body: '<p>This spring we are adding two hundred chamber music editions to the library, from Haydn quartets to twentieth-century piano trios.</p><p>Every edition comes with the full score and individual parts, so a whole ensemble can rehearse from the same text. Page turns in the parts have been checked by players.</p><p>Look for the new <em>Chamber music</em> filter in search to browse them all.</p>',
  },
  {
    id: 4,
    date: '2025-02-24',
    slug: 'reading-an-urtext-preface',
    category: CATEGORIES.scores,
    author: 'Matteo Rinaldi',
    title: 'Reading an urtext preface: what the editors are telling you',
    excerpt: 'The few pages before the music are some of the most useful in the book. A short guide to reading them.',
    body: '<p>Most players skip the preface. That is a pity, because it is where the editor explains how the text in front of you was made.</p><h2>The source list</h2><p>Look for which manuscripts and early prints were consulted and which one was treated as the main source. If the autograph is lost, the first edition usually takes its place.</p><h2>The critical commentary</h2><p>At the back of the volume, the commentary lists readings that differ between sources, bar by bar. When a note looks strange, check there before you correct it.</p>',
  },
  {
    id: 5,
    date: '2025-03-31',
    slug: 'learning-spaces-autumn-programme',
    category: CATEGORIES.news,
    author: 'Alice Moreton',
    title: 'Learning Spaces: our autumn workshop programme',
    excerpt: 'Masterclasses, coaching days and webinars for teachers and students, in person and online.',
    body: '<p>Our Learning Spaces programme returns this autumn with workshops in several cities and a series of free webinars.</p><p>Highlights include a sight-reading masterclass, a chamber music coaching day and a practical session on teaching with tablets. Places are limited, so register early.</p><p>Full details are on the <a href="/learning-spaces">Learning Spaces</a> page.</p>',
  },
  {
    id: 6,
    date: '2025-04-28',
    slug: 'lesson-notes-with-listening-links',
    category: CATEGORIES.practice,
    author: 'Camille Fournier',
    title: 'Lesson notes with listening links',
    excerpt: 'Linking recordings to your lesson notes helps students hear what you mean. Here is how we do it (with a few examples pasted from elsewhere).',
    body:
      '<p>Students remember a phrase far better once they have heard it. We add listening links to lesson notes so they can compare two or three interpretations before the next lesson.</p>' +
      "<script>window.__xss = 'xss-blog-script'</script>" +
      '<p>Here is the cover image one teacher tried to paste: <img src="/images/blog/missing.png" onerror="window.__xss = \'xss-blog-onerror\'" alt="Pasted cover"></p>' +
      '<p>And a link that came along with it: <a href="javascript:window.__xss = \'xss-blog-href\'">open the recording</a>.</p>' +
      '<p>Whatever you paste, keep the note short: what to listen for, and one thing to try in the practice room.</p>',
  },
  {
    id: 7,
    date: '2025-05-19',
    slug: 'clara-schumann-piano-trio-guide',
    category: CATEGORIES.repertoire,
    author: 'Hannah Lockwood',
    title: "Clara Schumann's Piano Trio: a practical guide",
    excerpt: 'A masterpiece of the chamber repertoire that every trio should know, with notes on balance and tempo.',
    body: '<p>Clara Schumann wrote her Piano Trio in G minor, Op. 17, in 1846. It is tightly argued, lyrical and a joy to rehearse.</p><h2>Balance</h2><p>The piano writing is rich; pianists should listen for the cello line in the first movement, which often carries the harmony.</p><h2>Tempo</h2><p>The Andante rewards a flowing tempo. Take time at the cadences, not in the middle of phrases.</p>',
  },
  {
    id: 8,
    date: '2025-06-09',
    slug: 'from-manuscript-to-screen',
    category: CATEGORIES.scores,
    author: 'Matteo Rinaldi',
    title: 'How a score gets from manuscript to screen',
    excerpt: 'Engraving, proofreading and layout: the steps an edition goes through before it reaches your tablet.',
    body: "<p>An edition starts with sources and an editor, but a lot happens between the editor's final text and the page you read.</p><p>Engravers set every note and symbol, proofreaders compare the result against the editor's copy, and layout specialists decide where systems and pages break. On a screen, those page turns matter as much as they do on paper.</p>",
  },
  {
    id: 9,
    date: '2025-07-14',
    slug: 'women-composers-where-to-start',
    category: CATEGORIES.repertoire,
    author: 'Alice Moreton',
    title: 'Women composers in the library: where to start',
    excerpt: 'From Fanny Hensel to Florence Price: ten pieces to add to your next programme.',
    body: "<p>The library includes music by Clara Schumann, Fanny Hensel, Amy Beach, Lili Boulanger and Florence Price, among many others.</p><ul><li>Fanny Hensel, <em>Das Jahr</em>: twelve piano pieces, one for each month.</li><li>Amy Beach, Violin Sonata in A minor.</li><li>Lili Boulanger, <em>D'un matin de printemps</em>.</li><li>Florence Price, Piano Sonata in E minor.</li></ul><p>Our <em>Women Composers</em> playlist collects them in one place.</p>",
  },
  {
    id: 10,
    date: '2025-08-04',
    slug: 'coming-soon-offline-playlists',
    category: CATEGORIES.news,
    author: 'Ruth Aldous',
    draft: true,
    title: 'Coming soon: offline playlists',
    excerpt: 'Draft: take a whole playlist with you when there is no signal.',
    body: '<p>Draft article. Offline playlists will let you download every score in a playlist at once.</p>',
  },
];

export const BLOG_ARTICLES = ARTICLES.map((a) =>
  entry(
    a.id,
    a.date,
    {
      title: a.title,
      slug: a.slug,
      excerpt: a.excerpt,
      body: a.body,
      author: { name: a.author },
      coverPath: `/blog/${a.slug}.svg`,
      coverWidth: 1200,
      coverHeight: 630,
      category: a.category,
    },
    { draft: a.draft ?? false },
  ),
);

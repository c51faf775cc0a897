/**
 * The older content service at `/cms-legacy`: help-area FAQ categories and legal categories.
 * Every list is deliberately out of DisplayOrder so the site's sorting is exercised.
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import type { legacyFaqSchema, legacyLegalSchema } from '../../shared/schemas/cms-legacy';
import { COOKIE_POLICY_TITLE, TRANSLATED, type Translated } from './cms-translations';
import type { UpstreamEnv } from './env';

/** The answers as the service sends them (`locale` is only on translated nodes). */
type LegacyFaq = z.input<typeof legacyFaqSchema>;
type LegacyLegal = z.input<typeof legacyLegalSchema>;

const qa = (DisplayOrder: number, Question: string, Answer: string) => ({ Question, Answer, DisplayOrder });

const FAQ: LegacyFaq = {
  categories: [
    {
      Title: 'Using the app',
      DisplayOrder: 2,
      Topics: [
        {
          Title: 'Annotations',
          DisplayOrder: 2,
          QAs: [
            qa(
              2,
              'Can I hide my annotations?',
              '<p>Yes. Each layer can be shown or hidden from the <strong>Layers</strong> menu, so you can play from a clean page.</p>',
            ),
            qa(
              1,
              'Which annotation tools are there?',
              '<p>Pens, highlighters, text, and a palette of musical symbols such as fermatas, bowings and dynamics.</p>',
            ),
          ],
        },
        {
          Title: 'Reading music',
          DisplayOrder: 1,
          QAs: [
            qa(3, 'Does the app work with page-turn pedals?', '<p>Yes. Any pedal that sends arrow or page keys turns pages.</p>'),
            qa(1, 'How do I turn pages?', '<p>Tap the right or left edge of the page, or swipe.</p>'),
            qa(2, 'Can I see two pages at once?', '<p>Turn your tablet to landscape, or widen the window on a computer, to see a two-page spread.</p>'),
          ],
        },
      ],
    },
    {
      Title: 'Getting started',
      DisplayOrder: 1,
      Topics: [
        {
          Title: 'Your account',
          DisplayOrder: 2,
          QAs: [
            qa(2, 'How do I reset my password?', '<p>Choose <em>Forgot password</em> on the log-in page and follow the link we email you.</p>'),
            qa(
              1,
              'Can I use one account on several devices?',
              '<p>Yes. Sign in with the same account on each device; your library and annotations sync automatically.</p>',
            ),
          ],
        },
        {
          Title: 'Downloading the app',
          DisplayOrder: 1,
          QAs: [
            qa(1, 'Which devices are supported?', '<p>iPad and iPhone, Android tablets and phones, Windows and Mac.</p>'),
            qa(
              2,
              'Is there a web version?',
              '<p>Yes, the web app runs in current versions of the major browsers. See <a href="https://help.example.com/browsers">supported browsers</a>.</p>',
            ),
          ],
        },
      ],
    },
    {
      Title: 'Subscriptions',
      DisplayOrder: 3,
      Topics: [
        {
          Title: 'Plans and prices',
          DisplayOrder: 1,
          QAs: [
            qa(2, 'Is there a student discount?', '<p>Yes. Students at recognised institutions can choose the student annual plan.</p>'),
            qa(
              1,
              'What does a subscription include?',
              '<p>Unlimited access to every edition in the library, with annotations, playlists and offline downloads.</p>',
            ),
          ],
        },
      ],
    },
  ],
};

const LEGAL: LegacyLegal = {
  categories: [
    {
      Title: 'Using the service',
      DisplayOrder: 2,
      Pages: [
        { slug: 'terms-and-conditions', title: 'Terms and conditions' },
        { slug: 'end-user-licence-agreement', title: 'End user licence agreement' },
      ],
    },
    {
      Title: 'Your data',
      DisplayOrder: 1,
      Pages: [
        { slug: 'privacy-policy', title: 'Privacy policy' },
        { slug: 'cookie-policy', title: 'Cookie policy' },
      ],
    },
  ],
};

/**
 * `locale=<language>` (issue 20, decision 034), as the site expects of this service: the same
 * tree holding only what is translated into that language. A translated node has `locale` and
 * names the English node it translates in `localizationOf` (its Title, or its Question for a
 * Q&A: this service has no ids); a legal page is known by its slug. A node that is not
 * translated is there only to hold translated ones (no `localizationOf`, so English).
 * Translated here: the topic "Reading music" and two of its Q&As; the cookie policy's title.
 */
const READING_MUSIC: Record<Translated, { topic: string; turn: [string, string]; spread: [string, string] }> = {
  de: {
    topic: 'Noten lesen',
    turn: ['Wie blättere ich um?', '<p>Tippen Sie auf den rechten oder linken Seitenrand oder wischen Sie.</p>'],
    spread: [
      'Kann ich zwei Seiten gleichzeitig sehen?',
      '<p>Drehen Sie Ihr Tablet ins Querformat oder vergrößern Sie auf dem Computer das Fenster, um eine Doppelseite zu sehen.</p>',
    ],
  },
  fr: {
    topic: 'Lire la musique',
    turn: ['Comment tourner les pages\u00a0?', '<p>Touchez le bord droit ou gauche de la page, ou faites glisser votre doigt.</p>'],
    spread: [
      'Puis-je voir deux pages à la fois\u00a0?',
      '<p>Passez votre tablette en mode paysage, ou élargissez la fenêtre sur un ordinateur, pour afficher une double page.</p>',
    ],
  },
  es: {
    topic: 'Leer partituras',
    turn: ['¿Cómo paso las páginas?', '<p>Toque el borde derecho o izquierdo de la página, o deslice el dedo.</p>'],
    spread: ['¿Puedo ver dos páginas a la vez?', '<p>Gire la tableta en horizontal o amplíe la ventana en el ordenador para ver dos páginas enfrentadas.</p>'],
  },
  it: {
    topic: 'Leggere la musica',
    turn: ['Come si girano le pagine?', '<p>Toccate il bordo destro o sinistro della pagina, oppure scorrete con il dito.</p>'],
    spread: [
      'Posso vedere due pagine contemporaneamente?',
      '<p>Ruotate il tablet in orizzontale, oppure allargate la finestra sul computer, per vedere due pagine affiancate.</p>',
    ],
  },
  ja: {
    topic: '楽譜を読む',
    turn: ['ページはどうやってめくりますか？', '<p>ページの右端または左端をタップするか、スワイプしてください。</p>'],
    spread: ['2ページを同時に表示できますか？', '<p>タブレットを横向きにするか、パソコンではウィンドウを広げると、見開き2ページで表示されます。</p>'],
  },
  zh: {
    topic: '阅读乐谱',
    turn: ['如何翻页？', '<p>轻点页面的右侧或左侧边缘，或者滑动翻页。</p>'],
    spread: ['可以同时查看两页吗？', '<p>将平板电脑横置，或在电脑上拉宽窗口，即可以双页方式查看。</p>'],
  },
};

function translatedFaq(locale: Translated): LegacyFaq {
  const t = READING_MUSIC[locale];
  const translatedQa = (DisplayOrder: number, [Question, Answer]: [string, string], localizationOf: string) => ({
    Question,
    Answer,
    DisplayOrder,
    locale,
    localizationOf,
  });
  return {
    categories: [
      {
        Title: 'Using the app',
        DisplayOrder: 2,
        Topics: [
          {
            Title: t.topic,
            DisplayOrder: 1,
            locale,
            localizationOf: 'Reading music',
            QAs: [translatedQa(1, t.turn, 'How do I turn pages?'), translatedQa(2, t.spread, 'Can I see two pages at once?')],
          },
        ],
      },
    ],
  };
}

function translatedLegal(locale: Translated): LegacyLegal {
  return { categories: [{ Title: 'Your data', DisplayOrder: 1, Pages: [{ slug: 'cookie-policy', title: COOKIE_POLICY_TITLE[locale], locale }] }] };
}

const isTranslated = (locale: string | undefined): locale is Translated => (TRANSLATED as readonly string[]).includes(locale ?? '');
const EMPTY = { categories: [] };

export const cmsLegacy = new Hono<UpstreamEnv>()
  .get('/faq', (c) => {
    const locale = c.req.query('locale');
    if (locale === undefined || locale === 'en') return c.json(FAQ);
    return c.json(isTranslated(locale) ? translatedFaq(locale) : EMPTY);
  })
  .get('/legal', (c) => {
    const locale = c.req.query('locale');
    if (locale === undefined || locale === 'en') return c.json(LEGAL);
    return c.json(isTranslated(locale) ? translatedLegal(locale) : EMPTY);
  });

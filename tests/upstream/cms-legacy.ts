/**
 * The older content service at `/cms-legacy`: help-area FAQ categories and legal categories.
 * Every list is deliberately out of DisplayOrder so the site's sorting is exercised.
 */
import { Hono } from 'hono';
import type { LegacyFaq, LegacyLegal } from '../../shared/schemas/cms-legacy';
import type { UpstreamEnv } from './env';

const qa = (DisplayOrder: number, Question: string, Answer: string) => ({ Question, Answer, DisplayOrder });

const FAQ: LegacyFaq = {
  categories: [
    { Title: 'Using the app', DisplayOrder: 2, Topics: [
      { Title: 'Annotations', DisplayOrder: 2, QAs: [
        qa(2, 'Can I hide my annotations?', '<p>Yes. Each layer can be shown or hidden from the <strong>Layers</strong> menu, so you can play from a clean page.</p>'),
        qa(1, 'Which annotation tools are there?', '<p>Pens, highlighters, text, and a palette of musical symbols such as fermatas, bowings and dynamics.</p>'),
      ] },
      { Title: 'Reading music', DisplayOrder: 1, QAs: [
        qa(3, 'Does the app work with page-turn pedals?', '<p>Yes. Any pedal that sends arrow or page keys turns pages.</p>'),
        qa(1, 'How do I turn pages?', '<p>Tap the right or left edge of the page, or swipe.</p>'),
        qa(2, 'Can I see two pages at once?', '<p>Turn your tablet to landscape, or widen the window on a computer, to see a two-page spread.</p>'),
      ] },
    ] },
    { Title: 'Getting started', DisplayOrder: 1, Topics: [
      { Title: 'Your account', DisplayOrder: 2, QAs: [
        qa(2, 'How do I reset my password?', '<p>Choose <em>Forgot password</em> on the log-in page and follow the link we email you.</p>'),
        qa(1, 'Can I use one account on several devices?', '<p>Yes. Sign in with the same account on each device; your library and annotations sync automatically.</p>'),
      ] },
      { Title: 'Downloading the app', DisplayOrder: 1, QAs: [
        qa(1, 'Which devices are supported?', '<p>iPad and iPhone, Android tablets and phones, Windows and Mac.</p>'),
        qa(2, 'Is there a web version?', '<p>Yes, the web app runs in current versions of the major browsers. See <a href="https://help.example.com/browsers">supported browsers</a>.</p>'),
      ] },
    ] },
    { Title: 'Subscriptions', DisplayOrder: 3, Topics: [
      { Title: 'Plans and prices', DisplayOrder: 1, QAs: [
        qa(2, 'Is there a student discount?', '<p>Yes. Students at recognised institutions can choose the student annual plan.</p>'),
        qa(1, 'What does a subscription include?', '<p>Unlimited access to every edition in the library, with annotations, playlists and offline downloads.</p>'),
      ] },
    ] },
  ],
};

const LEGAL: LegacyLegal = {
  categories: [
    { Title: 'Using the service', DisplayOrder: 2, Pages: [
      { slug: 'terms-and-conditions', title: 'Terms and conditions' },
      { slug: 'end-user-licence-agreement', title: 'End user licence agreement' },
    ] },
    { Title: 'Your data', DisplayOrder: 1, Pages: [
      { slug: 'privacy-policy', title: 'Privacy policy' },
      { slug: 'cookie-policy', title: 'Cookie policy' },
    ] },
  ],
};

export const cmsLegacy = new Hono<UpstreamEnv>()
  .get('/faq', (c) => c.json(FAQ))
  .get('/legal', (c) => c.json(LEGAL));

/**
 * Legal and FAQ pages. The four published legal slugs are the ones the site links to.
 *
 * XSS fixture: the draft legal page "accessibility-statement" (id 5, only with
 * publicationState=preview) carries three classic vectors, each with the marker "xss-legal":
 *   1. <script>window.__xss = 'xss-legal-script'</script>
 *   2. <img src="x" onerror="window.__xss = 'xss-legal-onerror'">
 *   3. <a href="javascript:window.__xss = 'xss-legal-href'">
 */
import { entry } from './cms-entries';

const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

export const LEGAL_PAGES = [
  entry(
    1,
    '2024-09-01',
    {
      slug: 'privacy-policy',
      title: 'Privacy policy',
      body:
        '<p>This policy explains what personal data we collect when you use our website and apps, why we collect it and the choices you have.</p>' +
        section(
          'What we collect',
          'When you create an account we keep your name, email address and subscription details. When you use the library we record which editions you open so we can pay publishers fairly and improve recommendations.',
        ) +
        section(
          'How we use it',
          'We use your data to provide the service, to process payments through our payment provider and, if you agree, to send you our newsletter. We never sell personal data.',
        ) +
        section(
          'Your rights',
          'You can ask for a copy of your data, ask us to correct it or delete it, and withdraw consent to marketing at any time. Write to our data protection team using the contact form.',
        ),
    },
    { updated: '2025-03-10' },
  ),
  entry(
    2,
    '2024-09-01',
    {
      slug: 'end-user-licence-agreement',
      title: 'End user licence agreement',
      body:
        '<p>This agreement sets out how you may use the editions in the library. By using the apps you accept it.</p>' +
        section(
          'Your licence',
          'We grant you a personal, non-transferable licence to view and annotate editions for your own study, teaching and performance while your subscription is active.',
        ) +
        section(
          'What you may not do',
          'You may not copy, print beyond the limits shown in the app, redistribute or remove copyright notices from any edition. Publishers own the rights in their editions.',
        ) +
        section(
          'Ending the licence',
          'The licence ends when your subscription ends. Your annotations remain in your account for twelve months in case you return.',
        ),
    },
    { updated: '2025-01-20' },
  ),
  entry(
    3,
    '2024-09-01',
    {
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      body:
        '<p>These terms apply to your use of our website, apps and subscriptions.</p>' +
        section(
          'Subscriptions',
          'Subscriptions renew automatically at the end of each period until you cancel. Free trials convert to paid subscriptions unless cancelled before the trial ends.',
        ) +
        section('Cancellation', 'You can cancel at any time from your account settings. You keep access until the end of the period you have paid for.') +
        section(
          'Liability',
          'We work hard to keep the service available but cannot promise it will never be interrupted. Nothing in these terms limits your statutory rights.',
        ),
    },
    { updated: '2025-02-14' },
  ),
  entry(
    4,
    '2024-09-01',
    {
      slug: 'cookie-policy',
      title: 'Cookie policy',
      body:
        '<p>We use a small number of cookies to make the website work and, with your consent, to understand how it is used.</p>' +
        section('Essential cookies', 'These remember your cookie choice and keep you signed in. The site cannot work without them.') +
        section(
          'Analytics',
          'With your consent we count page views using a privacy-friendly analytics service that does not track you across other websites.',
        ) +
        section('Managing cookies', 'You can clear cookies in your browser settings at any time; the cookie bar will then ask for your choice again.'),
    },
    { updated: '2024-11-05' },
  ),
  entry(
    5,
    '2025-06-02',
    {
      slug: 'accessibility-statement',
      title: 'Accessibility statement',
      body:
        '<p>Draft. We want the website and apps to be usable by as many people as possible.</p>' +
        "<script>window.__xss = 'xss-legal-script'</script>" +
        '<p><img src="x" onerror="window.__xss = \'xss-legal-onerror\'" alt="Accessibility logo"></p>' +
        '<p>Tell us about a problem using <a href="javascript:window.__xss = \'xss-legal-href\'">this feedback link</a>.</p>',
    },
    { draft: true },
  ),
];

/** Raw order deliberately differs from DisplayOrder. */
export const FAQ_PAGES = [
  entry(1, '2024-09-05', {
    slug: 'subscriptions-and-billing',
    title: 'Subscriptions and billing',
    DisplayOrder: 2,
    body: '<p>You can subscribe monthly or annually, and every plan starts with a free trial. Cancel at any time from your account settings; you keep access until the end of the period you have paid for.</p>',
  }),
  entry(2, '2024-09-05', {
    slug: 'getting-started',
    title: 'Getting started',
    DisplayOrder: 1,
    body: '<p>Create an account in the web app, then download the app for your tablet or computer. Sign in with the same account everywhere and your library, playlists and annotations follow you.</p>',
  }),
  entry(3, '2024-09-06', {
    slug: 'annotations-and-sharing',
    title: 'Annotations and sharing',
    DisplayOrder: 4,
    body: '<p>Annotate any edition with pens, text and symbols. You can share a set of annotations with a link; the person you share with sees your marks on their own copy.</p>',
  }),
  entry(4, '2024-09-06', {
    slug: 'using-the-library-offline',
    title: 'Using the library offline',
    DisplayOrder: 3,
    body: '<p>Download editions to your device before a rehearsal or concert and they open without a connection. Downloads stay available while your subscription is active.</p>',
  }),
  entry(5, '2024-09-07', {
    slug: 'devices-and-apps',
    title: 'Devices and apps',
    DisplayOrder: 6,
    body: '<p>The apps run on iPad and iPhone, Android tablets, Windows and Mac. Page-turn pedals that send arrow keys or page keys work with every app.</p>',
  }),
  entry(6, '2024-09-07', {
    slug: 'institutions-and-schools',
    title: 'Institutions and schools',
    DisplayOrder: 5,
    body: '<p>Conservatoires, schools and ensembles can give every member access through one institutional licence. Contact us to arrange a trial for your organisation.</p>',
  }),
  entry(
    7,
    '2025-06-11',
    {
      slug: 'gift-subscriptions',
      title: 'Gift subscriptions',
      DisplayOrder: 7,
      body: '<p>Draft: gift subscriptions are not available yet.</p>',
    },
    { draft: true },
  ),
];

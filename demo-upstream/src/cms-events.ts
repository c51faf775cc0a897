/** Learning-spaces events and the instrument families and types (each collection has a draft). */
import { entry } from './cms-entries';
import { INSTRUMENTS } from './instruments';
import { slugify } from './text';

interface EventFacts {
  slug: string;
  title: string;
  summary: string;
  body: string;
  starts: string;
  ends: string | null;
  location: string;
  featured: boolean;
  draft?: boolean;
}

const EVENTS: EventFacts[] = [
  {
    slug: 'sight-reading-masterclass',
    title: 'Sight-reading masterclass',
    starts: '2025-10-04T10:00:00.000Z',
    ends: '2025-10-04T16:00:00.000Z',
    location: 'Kings Place Studio, London',
    featured: true,
    summary: 'A day of practical sight-reading for pianists and accompanists, from first glance to confident performance.',
    body: '<p>Bring your tablet and a pencil. We will work in small groups on reading ahead, keeping the pulse and choosing what to leave out.</p><p>Suitable for grade 6 and above.</p>',
  },
  {
    slug: 'chamber-music-coaching-day',
    title: 'Chamber music coaching day',
    starts: '2025-10-18T09:30:00.000Z',
    ends: '2025-10-18T17:30:00.000Z',
    location: 'Old Library Hall, Manchester',
    featured: true,
    summary: 'Ensembles of three to five players receive two coaching sessions each, followed by an informal concert.',
    body: '<p>Apply as an ensemble with a movement of your choice. Parts and scores are provided through the library so everyone reads from the same edition.</p>',
  },
  {
    slug: 'teaching-with-tablets-webinar',
    title: 'Teaching with tablets',
    starts: '2025-11-05T18:00:00.000Z',
    ends: '2025-11-05T19:00:00.000Z',
    location: 'Online',
    featured: false,
    summary: 'A one-hour webinar for instrumental teachers on annotations, playlists and sharing marks with pupils.',
    body: '<p>We cover setting up a studio playlist, annotating in lessons and sharing marks with pupils. There will be time for questions at the end.</p>',
  },
  {
    slug: 'urtext-editions-workshop',
    title: 'Understanding urtext editions',
    starts: '2025-11-22T14:00:00.000Z',
    ends: '2025-11-22T17:00:00.000Z',
    location: 'Music Faculty, Edinburgh',
    featured: false,
    summary: 'Editors explain how sources are compared and what the critical commentary can tell a performer.',
    body: '<p>Two editors walk through a single sonata movement, comparing the autograph, the first edition and two modern editions.</p>',
  },
  {
    slug: 'choral-directors-forum',
    title: "Choral directors' forum",
    starts: '2026-01-24T10:00:00.000Z',
    ends: null,
    location: "St Cecilia's Hall, Bristol",
    featured: true,
    summary: 'A morning of repertoire sharing and rehearsal techniques for directors of amateur and school choirs.',
    body: '<p>Bring a piece that works well with your choir. We will sing through a selection together and share rehearsal plans.</p>',
  },
  {
    slug: 'young-composers-lab',
    title: "Young composers' lab",
    starts: '2026-02-14T10:00:00.000Z',
    ends: '2026-02-15T16:00:00.000Z',
    location: 'Online',
    featured: false,
    summary: 'A weekend lab for composers aged 14 to 18, with readings of new pieces by a professional string quartet.',
    body: '<p>Submit a short piece for string quartet by the end of January. Selected pieces are workshopped and recorded during the weekend.</p>',
  },
  {
    slug: 'summer-school-2026',
    title: 'Summer school 2026',
    starts: '2026-07-20T09:00:00.000Z',
    ends: '2026-07-25T17:00:00.000Z',
    location: 'To be announced',
    featured: true,
    draft: true,
    summary: 'Draft: a week of lessons, chamber music and concerts.',
    body: '<p>Draft: details to follow.</p>',
  },
  // Far-future events so the list always has upcoming ones next to the past ones above. Raw order
  // is deliberately not by date, so the site's sort by StartsAt shows.
  {
    slug: 'orchestral-excerpts-weekend',
    title: 'Orchestral excerpts weekend',
    starts: '2030-06-08T09:00:00.000Z',
    ends: '2030-06-09T16:00:00.000Z',
    location: 'Concert Hall Studios, Glasgow',
    featured: true,
    summary: 'Two days of audition preparation for string and wind players, with mock panels and written feedback.',
    body: '<p>Each player prepares three excerpts from the published audition lists. Section principals run mock panels and give written feedback the same day.</p>',
  },
  {
    slug: 'ornamentation-study-day',
    title: 'Baroque ornamentation study day',
    starts: '2030-05-18T09:30:00.000Z',
    ends: '2030-05-18T16:30:00.000Z',
    location: 'Recital Room, Oxford',
    featured: false,
    summary: 'How treatises, editions and recordings help performers decide what to add to a slow movement.',
    body: '<p>We compare ornament tables from period treatises with the editorial suggestions in three modern editions, then try them out with a continuo player.</p>',
  },
  {
    slug: 'score-reading-for-conductors',
    title: 'Score reading for conductors',
    starts: '2030-03-16T10:00:00.000Z',
    ends: '2030-03-16T16:00:00.000Z',
    location: 'Rehearsal Hall, Leeds',
    featured: true,
    summary: 'A practical day on preparing a full score: transposing instruments, clefs and marking a part for rehearsal.',
    body: '<p>Bring a full score of your choice. We work through reading transposing instruments, C clefs and planning rehearsal letters.</p>',
  },
  {
    slug: 'practising-with-a-tablet-webinar',
    title: 'Practising with a tablet',
    starts: '2030-04-09T17:00:00.000Z',
    ends: '2030-04-09T18:00:00.000Z',
    location: 'Online',
    featured: false,
    summary: 'A one-hour webinar on practice playlists, page-turn pedals and recording yourself alongside the score.',
    body: '<p>We show how to build a practice playlist, set up a page-turn pedal and keep notes from each practice session on the score.</p>',
  },
];

export const LEARNING_SPACES_EVENTS = EVENTS.map((e, i) =>
  entry(
    i + 1,
    '2025-08-01',
    {
      Slug: e.slug,
      Title: e.title,
      Summary: e.summary,
      Body: e.body,
      StartsAt: e.starts,
      EndsAt: e.ends,
      Location: e.location,
      Featured: e.featured,
      ImagePath: `/events/${e.slug}.svg`,
    },
    { draft: e.draft ?? false },
  ),
);

export function eventTitle(slug: string): string | undefined {
  return EVENTS.find((e) => e.slug === slug)?.title;
}

const FAMILIES = ['Keyboard', 'Strings', 'Woodwind', 'Brass', 'Percussion', 'Voice', 'Plucked strings'];

export const INSTRUMENT_FAMILIES = [
  ...FAMILIES.map((name, i) => entry(i + 1, '2024-09-10', { name, slug: slugify(name), DisplayOrder: ((i * 3) % FAMILIES.length) + 1 })),
  entry(FAMILIES.length + 1, '2025-05-01', { name: 'Electronic', slug: 'electronic', DisplayOrder: FAMILIES.length + 1 }, { draft: true }),
];

export const INSTRUMENT_FAMILY_TYPES = [
  ...INSTRUMENTS.map((instrument, i) =>
    entry(i + 1, '2024-09-10', {
      name: instrument.name,
      slug: slugify(instrument.name),
      family: { slug: slugify(instrument.family), name: instrument.family },
      instrumentRef: instrument.ref,
      DisplayOrder: i + 1,
    }),
  ),
  entry(
    INSTRUMENTS.length + 1,
    '2025-05-01',
    {
      name: 'Fortepiano',
      slug: 'fortepiano',
      family: { slug: 'keyboard', name: 'Keyboard' },
      instrumentRef: null,
      DisplayOrder: INSTRUMENTS.length + 1,
    },
    { draft: true },
  ),
];

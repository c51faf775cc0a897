/** Small fixed fixtures: user uploads, shared annotations, institutions and store prices. */
import type { Institution, Price, StoreType, Upload } from '../../shared/schemas/promotion';

export const UPLOADS: readonly Upload[] = [
  ['UF-8C41D2', 'RO-1001', 'SU-4K9P2Q', 'Sight-reading exercises, week 3', 'Hannah Lockwood', 6, '2025-01-14T10:12:00.000Z'],
  ['UF-2B77A0', 'RO-1001', 'SU-7M3X8C', 'Scales and arpeggios: grade 6 requirements', 'Hannah Lockwood', 4, '2025-02-02T16:40:00.000Z'],
  ['UF-91E3F5', 'RO-1002', 'SU-2H6T1R', 'Orchestral excerpts: audition list', 'Daniel Osei', 18, '2025-03-21T08:05:00.000Z'],
  ['UF-5D08C9', 'RO-1003', 'SU-9W4E5N', 'Choir warm-ups for the spring term', 'Ruth Aldous', 3, '2025-04-09T18:30:00.000Z'],
  ['UF-E6A1B4', 'RO-1004', 'SU-3Q8Z6V', 'Continuo realisation, first draft', 'Matteo Rinaldi', 12, '2025-05-17T11:55:00.000Z'],
  ['UF-0F2C6E', 'RO-1005', 'SU-6J1L7Y', 'Duet arrangement for two cellos', 'Camille Fournier', 5, '2025-06-30T14:20:00.000Z'],
].map(([userFileRef, resourceOwnerRef, shareId, title, ownerName, pageCount, createdAt]) => ({
  userFileRef: userFileRef as string,
  resourceOwnerRef: resourceOwnerRef as string,
  shareId: shareId as string,
  title: title as string,
  ownerName: ownerName as string,
  pageCount: pageCount as number,
  createdAt: createdAt as string,
  thumbnailPath: `/uploads/${userFileRef as string}.svg`,
}));

export interface AnnotationFacts {
  shareRef: string;
  /** Catalogue index of the annotated edition (exists for SCALE >= 0.5). */
  edition: number;
  authorName: string;
  title: string;
  note: string;
  createdAt: string;
}

export const ANNOTATIONS: readonly AnnotationFacts[] = [
  {
    shareRef: 'AN-3F9A1C',
    edition: 0,
    authorName: 'Hannah Lockwood',
    title: 'Fingering for the C major prelude',
    note: 'Keep the hand still and let the fingers do the work; the thumb crossings are marked in blue.',
    createdAt: '2025-02-11T09:00:00.000Z',
  },
  {
    shareRef: 'AN-7B20E4',
    edition: 38,
    authorName: 'Daniel Osei',
    title: 'Pedalling in the first movement',
    note: 'Change the pedal with each harmony, not each bar. Half-pedal marks are in the margins.',
    createdAt: '2025-03-03T19:45:00.000Z',
  },
  {
    shareRef: 'AN-C51D88',
    edition: 45,
    authorName: 'Ruth Aldous',
    title: 'Breathing plan for the opening song',
    note: 'Breaths marked with commas; the long phrase in bar 20 can be split after the tie if needed.',
    createdAt: '2025-04-22T07:30:00.000Z',
  },
  {
    shareRef: 'AN-19F6B2',
    edition: 70,
    authorName: 'Matteo Rinaldi',
    title: 'Voicing the nocturne melody',
    note: 'Top voice forte, inner voices piano. Rubato suggestions are pencilled above the stave.',
    createdAt: '2025-05-06T21:10:00.000Z',
  },
  {
    shareRef: 'AN-E2A47D',
    edition: 25,
    authorName: 'Camille Fournier',
    title: 'Bowings for the quartet rehearsal',
    note: "Bowings agreed at Tuesday's rehearsal. Up-bow at letter B so the crescendo lands on the down-bow.",
    createdAt: '2025-06-18T12:00:00.000Z',
  },
];

export const INSTITUTIONS: readonly Institution[] = [
  [
    1,
    'Northbridge Conservatoire',
    'Manchester',
    'United Kingdom',
    'Every student and teacher at Northbridge reads from the same digital library, from first-year theory classes to the symphony orchestra.',
  ],
  [
    2,
    'Lakeshore School of Music',
    'Toronto',
    'Canada',
    'A community music school whose teachers build weekly practice playlists for more than eight hundred pupils.',
  ],
  [
    3,
    'Hochschule am Rheinufer',
    'Cologne',
    'Germany',
    'Chamber music classes share annotated parts before rehearsals, so coaching time goes on the music, not on page numbers.',
  ],
  [
    4,
    "St Aldhelm's Cathedral Choir",
    'Salisbury',
    'United Kingdom',
    "Choristers and lay clerks prepare services from tablets, with the director's markings shared to every singer.",
  ],
  [
    5,
    'Conservatorio della Valle',
    'Turin',
    'Italy',
    'The library gives students access to several editions of each work, so comparing sources becomes part of every lesson.',
  ],
  [6, 'Westfield Youth Orchestra', 'Melbourne', 'Australia', 'Section leaders send bowings and cuts to the whole orchestra the evening before each rehearsal.'],
].map(([institutionId, name, city, country, description]) => ({
  institutionId: institutionId as number,
  slug: (name as string)
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-'),
  name: name as string,
  city: city as string,
  country: country as string,
  logoPath: institutionId === 4 ? null : `/institutions/${institutionId as number}.svg`,
  description: description as string,
}));

/** Store prices in pence. App stores charge a little more than the web. */
export const PRICES: Record<StoreType, Price[]> = {
  web: [
    { planId: 'web-monthly', name: 'Monthly', interval: 'month', amount: 999, trialDays: 30 },
    { planId: 'web-annual', name: 'Annual', interval: 'year', amount: 9999, trialDays: 30 },
  ],
  apple: [
    { planId: 'apple-monthly', name: 'Monthly', interval: 'month', amount: 1099, trialDays: 7 },
    { planId: 'apple-annual', name: 'Annual', interval: 'year', amount: 10999, trialDays: 7 },
  ],
  google: [
    { planId: 'google-monthly', name: 'Monthly', interval: 'month', amount: 1099, trialDays: 7 },
    { planId: 'google-annual', name: 'Annual', interval: 'year', amount: 10999, trialDays: 7 },
  ],
  windows: [
    { planId: 'windows-monthly', name: 'Monthly', interval: 'month', amount: 999, trialDays: 14 },
    { planId: 'windows-annual', name: 'Annual', interval: 'year', amount: 9999, trialDays: 14 },
  ],
};

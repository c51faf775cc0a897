/**
 * Real composers, lyricists and classical music publishers (public facts: names, dates,
 * places), plus invented house editors. Descriptions are written for this fixture.
 */
import type { ArtistPeriod } from '../../shared/schemas/promotion';
import { slugify } from './text';

export interface PersonFacts {
  key: string;
  name: string;
  surname: string;
  born: number | null;
  died: number | null;
  nationality: string;
  period: ArtistPeriod;
  /** Set when another person already has the slug of this name (a namesake): "oskar-haugland-2". */
  slug?: string;
}

/** A person's address slug: their name's, or their own when a namesake took it first. */
export function personSlug(facts: PersonFacts): string {
  return facts.slug ?? slugify(facts.name);
}

type PersonRow = [string, string, string, number | null, number | null, string, ArtistPeriod];

const toPerson = ([key, name, surname, born, died, nationality, period]: PersonRow): PersonFacts => ({
  key,
  name,
  surname,
  born,
  died,
  nationality,
  period,
});

export const COMPOSERS: readonly PersonFacts[] = (
  [
    ['bach', 'Johann Sebastian Bach', 'Bach', 1685, 1750, 'German', 'Baroque'],
    ['handel', 'George Frideric Handel', 'Handel', 1685, 1759, 'German-British', 'Baroque'],
    ['vivaldi', 'Antonio Vivaldi', 'Vivaldi', 1678, 1741, 'Italian', 'Baroque'],
    ['scarlatti', 'Domenico Scarlatti', 'Scarlatti', 1685, 1757, 'Italian', 'Baroque'],
    ['purcell', 'Henry Purcell', 'Purcell', 1659, 1695, 'English', 'Baroque'],
    ['haydn', 'Joseph Haydn', 'Haydn', 1732, 1809, 'Austrian', 'Classical'],
    ['mozart', 'Wolfgang Amadeus Mozart', 'Mozart', 1756, 1791, 'Austrian', 'Classical'],
    ['beethoven', 'Ludwig van Beethoven', 'Beethoven', 1770, 1827, 'German', 'Classical'],
    ['schubert', 'Franz Schubert', 'Schubert', 1797, 1828, 'Austrian', 'Romantic'],
    ['mendelssohn', 'Felix Mendelssohn', 'Mendelssohn', 1809, 1847, 'German', 'Romantic'],
    ['schumann', 'Robert Schumann', 'Schumann', 1810, 1856, 'German', 'Romantic'],
    ['clara', 'Clara Schumann', 'Schumann', 1819, 1896, 'German', 'Romantic'],
    ['hensel', 'Fanny Hensel', 'Hensel', 1805, 1847, 'German', 'Romantic'],
    ['chopin', 'Frédéric Chopin', 'Chopin', 1810, 1849, 'Polish', 'Romantic'],
    ['liszt', 'Franz Liszt', 'Liszt', 1811, 1886, 'Hungarian', 'Romantic'],
    ['brahms', 'Johannes Brahms', 'Brahms', 1833, 1897, 'German', 'Romantic'],
    ['tchaikovsky', 'Pyotr Ilyich Tchaikovsky', 'Tchaikovsky', 1840, 1893, 'Russian', 'Romantic'],
    ['dvorak', 'Antonín Dvořák', 'Dvořák', 1841, 1904, 'Czech', 'Romantic'],
    ['grieg', 'Edvard Grieg', 'Grieg', 1843, 1907, 'Norwegian', 'Romantic'],
    ['faure', 'Gabriel Fauré', 'Fauré', 1845, 1924, 'French', 'Romantic'],
    ['saint-saens', 'Camille Saint-Saëns', 'Saint-Saëns', 1835, 1921, 'French', 'Romantic'],
    ['elgar', 'Edward Elgar', 'Elgar', 1857, 1934, 'English', 'Romantic'],
    ['mahler', 'Gustav Mahler', 'Mahler', 1860, 1911, 'Austrian', 'Romantic'],
    ['debussy', 'Claude Debussy', 'Debussy', 1862, 1918, 'French', '20th century'],
    ['ravel', 'Maurice Ravel', 'Ravel', 1875, 1937, 'French', '20th century'],
    ['rachmaninoff', 'Sergei Rachmaninoff', 'Rachmaninoff', 1873, 1943, 'Russian', '20th century'],
    ['satie', 'Erik Satie', 'Satie', 1866, 1925, 'French', '20th century'],
    ['beach', 'Amy Beach', 'Beach', 1867, 1944, 'American', 'Romantic'],
    ['coleridge-taylor', 'Samuel Coleridge-Taylor', 'Coleridge-Taylor', 1875, 1912, 'English', 'Romantic'],
    ['holst', 'Gustav Holst', 'Holst', 1874, 1934, 'English', '20th century'],
    ['vaughan-williams', 'Ralph Vaughan Williams', 'Vaughan Williams', 1872, 1958, 'English', '20th century'],
    ['bartok', 'Béla Bartók', 'Bartók', 1881, 1945, 'Hungarian', '20th century'],
    ['stravinsky', 'Igor Stravinsky', 'Stravinsky', 1882, 1971, 'Russian', '20th century'],
    ['prokofiev', 'Sergei Prokofiev', 'Prokofiev', 1891, 1953, 'Russian', '20th century'],
    ['shostakovich', 'Dmitri Shostakovich', 'Shostakovich', 1906, 1975, 'Russian', '20th century'],
    ['britten', 'Benjamin Britten', 'Britten', 1913, 1976, 'English', '20th century'],
    ['boulanger', 'Lili Boulanger', 'Boulanger', 1893, 1918, 'French', '20th century'],
    ['price', 'Florence Price', 'Price', 1887, 1953, 'American', '20th century'],
    ['paganini', 'Niccolò Paganini', 'Paganini', 1782, 1840, 'Italian', 'Romantic'],
    ['part', 'Arvo Pärt', 'Pärt', 1935, null, 'Estonian', 'Contemporary'],
  ] as PersonRow[]
).map(toPerson);

/** Poets whose texts are set in the song cycles of the work list. */
export const LYRICISTS: readonly PersonFacts[] = (
  [
    ['muller', 'Wilhelm Müller', 'Müller', 1794, 1827, 'German', 'Romantic'],
    ['heine', 'Heinrich Heine', 'Heine', 1797, 1856, 'German', 'Romantic'],
    ['eichendorff', 'Joseph von Eichendorff', 'Eichendorff', 1788, 1857, 'German', 'Romantic'],
    ['goethe', 'Johann Wolfgang von Goethe', 'Goethe', 1749, 1832, 'German', 'Classical'],
    ['verlaine', 'Paul Verlaine', 'Verlaine', 1844, 1896, 'French', 'Romantic'],
    ['ruckert', 'Friedrich Rückert', 'Rückert', 1788, 1866, 'German', 'Romantic'],
  ] as PersonRow[]
).map(toPerson);

/** Invented house editors: publisher n has editors 2n and 2n+1. */
const EDITOR_FIRST = [
  'Annelie',
  'Matthias',
  'Sophie',
  'Tomasz',
  'Clémence',
  'Henrik',
  'Giulia',
  'Laurence',
  'Miriam',
  'Jonas',
  'Eleanor',
  'Katalin',
  'Pieter',
  'Ingrid',
  'Rafael',
  'Beatrix',
  'Oskar',
  'Hélène',
  'Marcus',
  'Yvonne',
  'Ferdinand',
  'Agnieszka',
  'Simon',
  'Lucia',
  'Benedikt',
  'Maren',
  'Julian',
  'Odile',
  'Kasper',
  'Rosalind',
  'Viktor',
  'Teresa',
  'Anselm',
  'Delphine',
];
const EDITOR_LAST = [
  'Kessler',
  'Vautrin',
  'Marchetti',
  'Lindqvist',
  'Hargreaves',
  'Brenner',
  'Ostrowski',
  'Falkner',
  'Whitcombe',
  'Sauveterre',
  'Haugland',
  'Bellamy',
  'Moravec',
  'Castellano',
  'Wendt',
  'Eriksen',
  'Thornbury',
  'Lefebvre',
  'Zielinski',
  'Aldridge',
  'Reinholt',
  'Carrow',
  'Ambrosini',
  'Fairlie',
  'Steinhauer',
  'Okafor',
  'Delaunay',
  'Kristiansen',
  'Pemberton',
  'Varga',
  'Holloway',
  'Sandoval',
  'Achterberg',
  'Quennell',
];

/**
 * Two house editors of different publishers share a name, as people do: the last editor is the
 * namesake of editor 16 (Oskar Haugland), with a slug of their own. An address that names them
 * by name names two people equally, so it finds neither (the site's not-found page).
 */
const NAMESAKES: Readonly<Record<number, number>> = { 33: 16 };

export function editorFacts(index: number): PersonFacts {
  const namesake = NAMESAKES[index];
  const named = namesake === undefined ? index : namesake;
  const first = EDITOR_FIRST[named % EDITOR_FIRST.length]!;
  // 7 is coprime with 34, so first and last names pair up without repeats (but for namesakes).
  const last = EDITOR_LAST[(named * 7) % EDITOR_LAST.length]!;
  return {
    key: `editor-${index}`,
    ...(namesake === undefined ? {} : { slug: `${slugify(`${first} ${last}`)}-2` }),
    name: `${first} ${last}`,
    surname: last,
    born: 1950 + ((index * 13) % 40),
    died: null,
    nationality: ['German', 'British', 'Austrian', 'French', 'Italian'][index % 5]!,
    period: 'Contemporary',
  };
}

export interface PublisherFacts {
  name: string;
  /** Prefix of the publisher's catalogue ids, e.g. "HN" in "HN 1042". */
  prefix: string;
  country: string;
  city: string;
  founded: number | null;
  website: string | null;
  featured: boolean;
  hasLogo: boolean;
  language: string;
  description: string;
}

type PublisherRow = [string, string, string, string, number | null, string | null, boolean, string, string];

/** Seventeen publishers: a prime count keeps every (work, publisher) pair reachable (lattice.ts). */
export const PUBLISHERS: readonly PublisherFacts[] = (
  [
    [
      'Bärenreiter',
      'BA',
      'Germany',
      'Kassel',
      1923,
      'https://www.baerenreiter.com',
      true,
      'German, English',
      'A Kassel house whose scholarly complete editions sit behind many of its practical urtext scores, from Bach and Handel to Berlioz and Janáček.',
    ],
    [
      'G. Henle Verlag',
      'HN',
      'Germany',
      'Munich',
      1948,
      'https://www.henle.de',
      true,
      'German, English, French',
      'Founded with a single aim, clean urtext texts for performers, and known for its blue covers, careful fingerings and readable page turns.',
    ],
    [
      'Breitkopf & Härtel',
      'EB',
      'Germany',
      'Wiesbaden',
      1719,
      'https://www.breitkopf.com',
      true,
      'German, English',
      'One of the oldest music publishers still working, with a catalogue that runs from first editions of Beethoven to orchestral hire material today.',
    ],
    [
      'Edition Peters',
      'EP',
      'Germany',
      'Leipzig',
      1800,
      'https://www.editionpeters.com',
      true,
      'German, English',
      'The green-covered Peters editions have been on music stands for two centuries; the house also publishes a wide list of living composers.',
    ],
    [
      'Boosey & Hawkes',
      'BH',
      'United Kingdom',
      'London',
      1930,
      'https://www.boosey.com',
      true,
      'English',
      "A London publisher with a strong twentieth-century list, from Britten and Stravinsky to today's concert composers, and much educational music.",
    ],
    [
      'Schott Music',
      'ED',
      'Germany',
      'Mainz',
      1770,
      'https://www.schott-music.com',
      true,
      'German, English',
      'A Mainz house with roots in the eighteenth century, publishing classical editions alongside contemporary scores and teaching methods.',
    ],
    [
      'Faber Music',
      'FM',
      'United Kingdom',
      'London',
      1965,
      'https://www.fabermusic.com',
      true,
      'English',
      'An independent London publisher with a list of British composers, graded teaching material and carefully edited classical anthologies.',
    ],
    [
      'Ricordi',
      'CR',
      'Italy',
      'Milan',
      1808,
      'https://www.ricordi.com',
      false,
      'Italian, English',
      'The Milan house of Italian opera, with historic archives of Verdi and Puccini and modern critical editions of Italian repertoire.',
    ],
    [
      'Durand',
      'DF',
      'France',
      'Paris',
      1869,
      null,
      false,
      'French',
      'A Parisian publisher closely tied to French music around 1900, with first editions of many works by Debussy, Ravel and Saint-Saëns.',
    ],
    [
      'Universal Edition',
      'UE',
      'Austria',
      'Vienna',
      1901,
      'https://www.universaledition.com',
      false,
      'German, English',
      'A Viennese publisher founded at the start of the twentieth century, central to the music of Mahler, Bartók and their successors.',
    ],
    [
      'Wiener Urtext Edition',
      'UT',
      'Austria',
      'Vienna',
      1972,
      'https://www.wiener-urtext.com',
      true,
      'German, English, French',
      'An urtext series with practical performance notes from leading players, strongest in the Viennese classics and Romantic piano music.',
    ],
    [
      'Chester Music',
      'CH',
      'United Kingdom',
      'London',
      1874,
      null,
      false,
      'English',
      'A long-standing British publisher with a list of choral and chamber music and an established educational catalogue.',
    ],
    [
      'Novello',
      'NOV',
      'United Kingdom',
      'London',
      1811,
      null,
      false,
      'English',
      'Famous for its vocal scores of oratorios and choral works, used by choral societies and cathedral choirs across the English-speaking world.',
    ],
    [
      'Carus-Verlag',
      'CV',
      'Germany',
      'Stuttgart',
      1972,
      'https://www.carus-verlag.com',
      false,
      'German, English',
      'A Stuttgart publisher of sacred and choral music, with scholarly editions of Bach, Mendelssohn and Schütz and choir-friendly vocal scores.',
    ],
    [
      'Editio Musica Budapest',
      'Z',
      'Hungary',
      'Budapest',
      1950,
      'https://www.emb.hu',
      false,
      'Hungarian, English',
      "A Budapest publisher with a deep Hungarian list, from Liszt and Bartók to Kodály's teaching method and contemporary composers.",
    ],
    [
      'Stainer & Bell',
      'SB',
      'United Kingdom',
      'London',
      1907,
      null,
      false,
      'English',
      'A London house with English church music, early keyboard music and editions of British composers of the early twentieth century.',
    ],
    [
      'Éditions Henry Lemoine',
      'HL',
      'France',
      'Paris',
      1772,
      null,
      false,
      'French, English',
      'A family-run Parisian publisher whose studies, methods and French repertoire are a staple of conservatoire teaching.',
    ],
  ] as PublisherRow[]
).map(([name, prefix, country, city, founded, website, featured, language, description], i) => ({
  name,
  prefix,
  country,
  city,
  founded,
  website,
  featured,
  hasLogo: i !== 15,
  language,
  description,
}));

/**
 * nkoda's social media profiles, in the footer's order. Each network's name is its link's
 * accessible name: a proper name, the same in every language, so it lives here with the address
 * rather than in a catalogue.
 */
export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/nkodamusic' },
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/nkodamusic' },
  { network: 'x', name: 'X', url: 'https://x.com/nkodamusic' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@nkodamusic' },
  { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/nkoda' },
];

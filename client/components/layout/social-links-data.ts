/** nkoda's social media profiles, in the footer's order; each link's name is SOCIAL_TEXT[network] (strings.ts). */
export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', url: 'https://www.facebook.com/nkodamusic' },
  { network: 'instagram', url: 'https://www.instagram.com/nkodamusic' },
  { network: 'x', url: 'https://x.com/nkodamusic' },
  { network: 'youtube', url: 'https://www.youtube.com/@nkodamusic' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/nkoda' },
];

import type { ReactNode } from 'react';
import type { SocialNetwork } from './social-links-data';

export type StorePlatform = 'ios' | 'android' | 'windows';

/** Shared frame of the line icons: 24 px grid, stroked in the current text colour, decorative. */
function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const SOCIAL_SHAPES: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M16 8h-1.5A2.5 2.5 0 0 0 12 10.5V21M9 13h6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r="0.75" fill="currentColor" stroke="none" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.7 7.4M10.7 12.6 4 20" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.25v5.5L14.75 12z" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v5.5M8 7.75v.01M12 16.5V11M12 13.5a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
};

const STORE_SHAPES: Record<StorePlatform, ReactNode> = {
  ios: (
    <>
      <path d="M12 7.5c-1.6-1-4-1.1-5.4.6-1.7 2-1.5 6 .5 9 1 1.5 2 2.5 3.1 2.4.8 0 1.1-.5 1.8-.5s1 .5 1.8.5c1.1.1 2.1-.9 3.1-2.4 2-3 2.2-7 .5-9-1.4-1.7-3.8-1.6-5.4-.6z" />
      <path d="M12 7.5c0-2 1.2-3.6 3-4" />
    </>
  ),
  android: (
    <>
      <path d="M6 4.5v15l13-7.5z" />
      <path d="M6 4.5l8.5 9.5M6 19.5l8.5-9.5" />
    </>
  ),
  windows: <path d="M3.5 3.5h7.5V11H3.5zM13 3.5h7.5V11H13zM3.5 13H11v7.5H3.5zM13 13h7.5v7.5H13z" fill="currentColor" stroke="none" />,
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <LineIcon className={className}>{SOCIAL_SHAPES[network]}</LineIcon>;
}

export function StoreIcon({ platform, className }: { platform: StorePlatform; className?: string }) {
  return <LineIcon className={className}>{STORE_SHAPES[platform]}</LineIcon>;
}

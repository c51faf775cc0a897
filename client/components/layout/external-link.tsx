import type { ReactNode } from 'react';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** Defaults to "noopener noreferrer"; the web-app links keep the referrer ("noopener"). */
  rel?: string;
  children: ReactNode;
}

/** A link that opens in a new tab and says so to assistive technology. */
export function ExternalLink({ href, className, rel = 'noopener noreferrer', children }: ExternalLinkProps) {
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  return (
    <a href={href} className={className} target="_blank" rel={rel}>
      {children}
      <span className="visually-hidden">{` ${SHELL_TEXT.newTabHint}`}</span>
    </a>
  );
}

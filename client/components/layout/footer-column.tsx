import { Link } from '../../../shared/framework/page';
import { ExternalLink } from './external-link';

/** An internal route (client-side navigation) or an external address (opens a new tab). */
export type FooterLinkItem =
  | { kind: 'internal'; label: string; to: string /** The label's language when not the page's (CMS text, decision 034). */; lang?: string }
  | { kind: 'external'; label: string; href: string };

interface FooterColumnProps {
  heading: string;
  links: readonly FooterLinkItem[];
}

/** One titled group of footer links. Side by side on desktop, stacked on mobile (CSS only). */
export function FooterColumn({ heading, links }: FooterColumnProps) {
  return (
    <div className="footer__column">
      <h2 className="footer__heading">{heading}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={`${link.kind}:${link.label}`}>
            {link.kind === 'internal' ? (
              <Link className="footer__link" to={link.to} lang={link.lang}>
                {link.label}
              </Link>
            ) : (
              <ExternalLink className="footer__link" href={link.href}>
                {link.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

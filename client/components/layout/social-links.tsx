import { ExternalLink } from './external-link';
import { SocialIcon } from './icons';
import { FOOTER_TEXT as FOOTER_TEXT_EN } from '#messages/client/components/layout/footer';
import { SOCIAL_LINKS } from './social-links-data';
import { useMessages } from '../../lib/language-context';

/** Icon links to nkoda's social media profiles; each link is named by its network. */
export function SocialLinks() {
  const FOOTER_TEXT = useMessages(FOOTER_TEXT_EN);
  return (
    <ul className="social-links" aria-label={FOOTER_TEXT.socialLabel}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <ExternalLink className="social-links__link" href={link.url}>
            <SocialIcon network={link.network} className="social-links__icon" />
            <span className="visually-hidden">{link.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

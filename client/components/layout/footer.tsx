import { useLanguage, useMessages } from '../../lib/language-context';
import { Link } from '../../../shared/framework/page';
import { usePublicConfig } from '../../state/use-public-config';
import { FooterColumn } from './footer-column';
import type { FooterLinkItem } from './footer-column';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';
import { StoreButtons } from './store-buttons';
import { LanguageSwitcher } from './language-switcher';
import { HEADER_TEXT as HEADER_TEXT_EN } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT as FOOTER_TEXT_EN } from '#messages/client/components/layout/footer';
import { LAYOUT_PATHS, legalPagePath } from '../../../shared/paths';
import { joinUrl } from '../../lib/join-url';
import { contentLang } from '../../lib/content-lang';

export interface FooterLegalPage {
  slug: string;
  title: string;
  locale?: string;
}

interface FooterProps {
  /** Legal pages listed by the content service; the Legal column is left out while empty. */
  legalPages: readonly FooterLegalPage[];
}

// The columns' links, labelled in the page's language.
const aboutLinks = (FOOTER_TEXT: typeof FOOTER_TEXT_EN): readonly FooterLinkItem[] => [
  { kind: 'internal', label: FOOTER_TEXT.whatIsNkoda, to: LAYOUT_PATHS.whatIsNkoda },
  { kind: 'internal', label: FOOTER_TEXT.features, to: LAYOUT_PATHS.features },
  { kind: 'internal', label: FOOTER_TEXT.pricing, to: LAYOUT_PATHS.pricing },
  { kind: 'internal', label: FOOTER_TEXT.blog, to: LAYOUT_PATHS.blog },
];

const projectLinks = (FOOTER_TEXT: typeof FOOTER_TEXT_EN): readonly FooterLinkItem[] => [
  { kind: 'internal', label: FOOTER_TEXT.madeNotBorn, to: LAYOUT_PATHS.madeNotBorn },
  {
    kind: 'internal',
    label: FOOTER_TEXT.developmentPartnership,
    to: LAYOUT_PATHS.developmentPartnership,
  },
];

const contentLinks = (FOOTER_TEXT: typeof FOOTER_TEXT_EN): readonly FooterLinkItem[] => [
  { kind: 'internal', label: FOOTER_TEXT.artists, to: LAYOUT_PATHS.artists },
  { kind: 'internal', label: FOOTER_TEXT.publishers, to: LAYOUT_PATHS.publishers },
  { kind: 'internal', label: FOOTER_TEXT.institutions, to: LAYOUT_PATHS.institutions },
];

/**
 * Site footer. Layout (CSS only, so it works before hydration): columns side by side from
 * FOOTER_BREAKPOINT_PX (820 px) up, stacked below it.
 */
export function Footer({ legalPages }: FooterProps) {
  const HEADER_TEXT = useMessages(HEADER_TEXT_EN);
  const FOOTER_TEXT = useMessages(FOOTER_TEXT_EN);
  const language = useLanguage();
  const config = usePublicConfig();

  const legalLinks: FooterLinkItem[] = legalPages.map((page) => ({
    kind: 'internal',
    label: page.title,
    to: legalPagePath(page.slug),
    lang: contentLang(page.locale, language),
  }));

  const supportLinks: FooterLinkItem[] = [
    { kind: 'external', label: FOOTER_TEXT.helpCentre, href: config.helpCentreUrl },
    { kind: 'external', label: FOOTER_TEXT.gettingStarted, href: config.gettingStartedUrl },
    { kind: 'external', label: FOOTER_TEXT.faq, href: joinUrl(config.helpCentreUrl, 'faq') },
    { kind: 'internal', label: FOOTER_TEXT.contactUs, to: LAYOUT_PATHS.contact },
  ];

  return (
    <footer className="footer">
      <div className="footer__inner">
        <NewsletterForm />

        <nav className="footer__nav" aria-label={FOOTER_TEXT.navLabel}>
          <div className="footer__columns">
            <FooterColumn heading={FOOTER_TEXT.about} links={aboutLinks(FOOTER_TEXT)} />
            <FooterColumn heading={FOOTER_TEXT.ourProjects} links={projectLinks(FOOTER_TEXT)} />
            <FooterColumn heading={FOOTER_TEXT.content} links={contentLinks(FOOTER_TEXT)} />
            {legalLinks.length > 0 && <FooterColumn heading={FOOTER_TEXT.legal} links={legalLinks} />}
            <FooterColumn heading={FOOTER_TEXT.support} links={supportLinks} />
          </div>
        </nav>

        <div className="footer__bottom">
          <Link className="footer__logo" to={LAYOUT_PATHS.home} aria-label={HEADER_TEXT.logoLabel}>
            <Logo className="footer__logo-mark" />
          </Link>
          <SocialLinks />
          <StoreButtons />
          <Link className="footer__downloads" to={LAYOUT_PATHS.download}>
            {FOOTER_TEXT.allDownloads}
          </Link>
          <LanguageSwitcher className="footer__languages" />
          <p className="footer__copyright">
            {FOOTER_TEXT.copyrightPrefix}
            <span suppressHydrationWarning>{new Date().getFullYear()}</span>
            {FOOTER_TEXT.copyrightSuffix}
          </p>
        </div>
      </div>
    </footer>
  );
}

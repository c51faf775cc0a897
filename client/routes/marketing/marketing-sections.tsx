import type { ReactNode } from 'react';
import { Link } from '../../../shared/framework/page';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { ExternalLink } from '../../components/layout/external-link';
import { PageMeta } from '../../components/page-meta';
import { webAppAuthUrl } from '../../lib/header-rules';
import { EMPTY_CONTENT_HOLDER } from '../../state/atoms';
import { usePublicConfig } from '../../state/use-public-config';
import type { ApplyCopy, MarketingCtaCopy, MarketingPageCopy, MarketingSectionCopy } from './marketing-copy';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { useMessages } from '../../lib/language-context';

/**
 * Building blocks of the marketing and project pages: meta tags, breadcrumbs and hero; sections
 * drawn from the page's copy; the closing call to action; the spot a project's application form
 * will fill. The featured publishers are in featured-publishers.tsx: only two pages show them,
 * and their cards' code need not be in the first load of the others.
 */

/** Meta tags, the breadcrumb trail and the hero (eyebrow, the page's one h1, intro, actions). */
export function MarketingHero({ copy, parent, children }: { copy: MarketingPageCopy; parent?: Crumb; children?: ReactNode }) {
  const crumbs: Crumb[] = [...(parent ? [parent] : []), { name: copy.title }];
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} keywords={[...copy.keywords]} />
      <Breadcrumbs items={crumbs} />
      <header className="marketing-hero">
        <p className="marketing-hero__eyebrow">{copy.eyebrow}</p>
        <h1 className="marketing-hero__title">{copy.heading}</h1>
        <p className="marketing-hero__intro">{copy.intro}</p>
        {children ? <p className="marketing-actions">{children}</p> : null}
      </header>
    </>
  );
}

/** One section of copy: paragraphs, then titled points, steps or a list, whichever it has; `id` is its heading's. */
export function MarketingSection({ id, section, children }: { id: string; section: MarketingSectionCopy; children?: ReactNode }) {
  return (
    <section className="marketing-section" aria-labelledby={id}>
      <h2 id={id} className="marketing-section__title">
        {section.title}
      </h2>
      {section.paragraphs?.map((paragraph, i) => (
        <p key={i} className="marketing-section__text">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <ul className="marketing-points">
          {section.points.map((point) => (
            <li key={point.title} className="marketing-point">
              <h3 className="marketing-point__title">{point.title}</h3>
              <p className="marketing-point__text">{point.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className="marketing-steps">
          {section.steps.map((step) => (
            <li key={step} className="marketing-steps__item">
              {step}
            </li>
          ))}
        </ol>
      ) : null}
      {section.list ? (
        <ul className="marketing-list">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** Every section of the page's copy, in order; `ids` are their headings' ids, in the same order. */
export function MarketingSections({ copy, ids }: { copy: MarketingPageCopy; ids: readonly string[] }) {
  return copy.sections.map((section, i) => <MarketingSection key={ids[i]} id={ids[i]!} section={section} />);
}

/** The closing call to action; `children` are its links, `id` its heading's. */
export function MarketingCta({ id, cta, children }: { id: string; cta: MarketingCtaCopy; children: ReactNode }) {
  return (
    <section className="marketing-cta" aria-labelledby={id}>
      <h2 id={id} className="marketing-cta__title">
        {cta.title}
      </h2>
      <p className="marketing-cta__text">{cta.text}</p>
      <p className="marketing-actions">{children}</p>
    </section>
  );
}

/** The web app's sign-up page, as the header's Get started opens it (no item in context here). */
export function SignUpLink({ label }: { label?: string }) {
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  const config = usePublicConfig();
  return (
    <ExternalLink className="button button--primary" href={webAppAuthUrl(config.webAppUrl, 'sign-up', EMPTY_CONTENT_HOLDER)} rel="noopener">
      {label ?? MARKETING_TEXT.getStarted}
    </ExternalLink>
  );
}

/** A site link styled as a button. */
export function ButtonLink({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link className={primary ? 'button button--primary' : 'button'} to={to}>
      {children}
    </Link>
  );
}

/** How to apply: who can, then the project's form (the hero's "Apply" link targets #apply). */
export function ApplySection({ copy, children }: { copy: ApplyCopy; children: ReactNode }) {
  return (
    <section id="apply" className="marketing-apply" aria-labelledby="apply-title">
      <h2 id="apply-title" className="marketing-apply__title">
        {copy.title}
      </h2>
      <p className="marketing-apply__text">{copy.who}</p>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import type { HELP_CRUMBS } from '#messages/shared/help';
import { HELP_PATHS } from '../../../shared/paths';

/** The help area's first crumb: 'Help', linking to the help home (docs/requirements.md §2.5); made per render, in the page's language. */
export const helpCrumb = (crumbs: typeof HELP_CRUMBS): Crumb => ({ name: crumbs.help, to: HELP_PATHS.home });

interface HelpFormPageProps {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The trail's first crumb when it is not Home (the help area's pages start at Help). */
  from?: Crumb;
  /** The crumbs after the first, ending with this page. */
  crumbs: Crumb[];
  /** Heading of the intro ('Get in touch', 'Give us feedback', "We're listening"). */
  introTitle: string;
  intro: ReactNode;
  /** The form, or its thank-you once sent. */
  children: ReactNode;
}

/** Meta tags, breadcrumbs, the page's one h1, the intro and the form, shared by the four form pages. */
export function HelpFormPage({ title, description, keywords, from, crumbs, introTitle, intro, children }: HelpFormPageProps) {
  return (
    <div className="help-form-page">
      <PageMeta title={title} description={description} keywords={keywords} />
      <Breadcrumbs from={from} items={crumbs} />
      <h1 className="page__title">{title}</h1>
      <section className="help-form-page__intro" aria-labelledby="help-form-intro">
        <h2 id="help-form-intro" className="help-form-page__intro-title">
          {introTitle}
        </h2>
        <p className="page__intro">{intro}</p>
      </section>
      {children}
    </div>
  );
}

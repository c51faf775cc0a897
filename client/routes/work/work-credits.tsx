import { Fragment } from 'react';
import { Link } from '../../../shared/framework/page';
import type { Edition } from '../../../shared/schemas/promotion';
import { WORK_TEXT as WORK_TEXT_EN } from '#messages/client/routes/work/work';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { artistPath, instrumentPath, publisherPath } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/** A comma-separated run of links (or names), read as one list. */
function inlineList<T>(items: readonly T[], key: (item: T) => string, render: (item: T) => React.ReactNode) {
  return items.map((item, i) => (
    <Fragment key={key(item)}>
      {i > 0 ? ', ' : null}
      {render(item)}
    </Fragment>
  ));
}

/** Who made the edition and what it is for, beside the cover: composers, editors, publisher, instruments. */
export function WorkCredits({ edition, publisher }: { edition: Edition; publisher: { slug: string; name: string } }) {
  const { instrumentName, instrumentationName } = useVocabulary();
  const WORK_TEXT = useMessages(WORK_TEXT_EN);
  return (
    <dl className="facts work-credits">
      <dt>{edition.composers.length > 1 ? WORK_TEXT.composersMany : WORK_TEXT.composers}</dt>
      <dd>
        {inlineList(
          edition.composers,
          (c) => c.artistRef,
          (c) => (
            <Link to={artistPath(c.slug)}>{c.name}</Link>
          ),
        )}
      </dd>
      {edition.editors.length > 0 ? (
        <>
          <dt>{edition.editors.length > 1 ? WORK_TEXT.editorsMany : WORK_TEXT.editors}</dt>
          <dd>{edition.editors.map((e) => e.name).join(', ')}</dd>
        </>
      ) : null}
      <dt>{WORK_TEXT.publisher}</dt>
      <dd>
        <Link to={publisherPath(publisher.slug)}>{publisher.name}</Link>
      </dd>
      <dt>{WORK_TEXT.instrumentation}</dt>
      <dd>{instrumentationName(edition.instrumentation)}</dd>
      {edition.instruments.length > 0 ? (
        <>
          <dt>{WORK_TEXT.instruments}</dt>
          <dd>
            {inlineList(
              edition.instruments,
              (i) => i.instrumentRef,
              (i) => (
                <Link to={instrumentPath(i.instrumentRef)}>{instrumentName(i.name)}</Link>
              ),
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

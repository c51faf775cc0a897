import { ItemSection } from '../../components/item-hero';
import type { WorkData } from './work-loader';
import { WORK_TEXT as WORK_TEXT_EN } from '#messages/client/routes/work/work';
import { useMessages } from '../../lib/language-context';

/** The annotation a `?shareRef=` link points at, or a short note when the share has gone. */
export function WorkSharedAnnotation({ shared }: { shared: NonNullable<WorkData['shared']> }) {
  const WORK_TEXT = useMessages(WORK_TEXT_EN);
  return (
    <ItemSection id="work-shared" title={WORK_TEXT.sharedTitle}>
      {'annotation' in shared ? (
        <article className="work-annotation">
          <h3 className="work-annotation__title">{shared.annotation.title}</h3>
          <p className="work-annotation__meta">
            {WORK_TEXT.sharedBy} {shared.annotation.authorName} · {WORK_TEXT.sharedOn}{' '}
            <time dateTime={shared.annotation.createdAt}>{shared.annotation.sharedOn.text}</time>
          </p>
          <blockquote className="work-annotation__note prose">
            <p>{shared.annotation.note}</p>
          </blockquote>
        </article>
      ) : (
        <p className="work-annotation__gone">{WORK_TEXT.sharedGone}</p>
      )}
    </ItemSection>
  );
}

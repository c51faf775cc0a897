/** Promotion calls about editions: lookups, references, related editions, annotation shares. */
import { Hono } from 'hono';
import { composerOfWork, ensembleOfWork } from './catalogue';
import { catalogueOf, type UpstreamEnv } from './env';
import { ANNOTATIONS, type AnnotationFacts } from './extras';
import { badRequest, intQuery, notFound, pagedSelection, paging, pagingSchema, parseBody } from './http';
import { concat, without } from './lattice';
import { editionSelection } from './matching';
import { editionComposition } from './compositions';
import { WORKS } from './works';
import type { Catalogue } from './catalogue';

export function annotationShare(catalogue: Catalogue, facts: AnnotationFacts) {
  if (!catalogue.has(facts.edition)) return null;
  const { shareRef, authorName, title, note, createdAt } = facts;
  const edition = catalogue.edition(facts.edition);
  return {
    shareRef,
    edition: catalogue.editionSummary(facts.edition),
    authorName,
    title,
    note,
    createdAt,
    pageCount: edition.pageCount,
  };
}

/** An edition as the edition reads answer it: with the composition it is an edition of. */
function editionAnswer(catalogue: Catalogue, index: number) {
  return { ...catalogue.edition(index), composition: editionComposition(catalogue, catalogue.lattice.workOf(index)) };
}

export const editions = new Hono<UpstreamEnv>()
  .get('/edition', (c) => {
    const catalogue = catalogueOf(c);
    const { editionRef, publisherCatalogId } = c.req.query();
    if (editionRef) {
      const index = catalogue.parseEditionRef(editionRef);
      return index === null ? notFound(c) : c.json(editionAnswer(catalogue, index));
    }
    if (publisherCatalogId) {
      const publisherId = intQuery(c, 'publisherId', 0);
      if (!publisherId) return badRequest(c, 'publisherId is required with publisherCatalogId');
      const index = catalogue.parsePublisherCatalogId(publisherCatalogId, publisherId);
      return index === null ? notFound(c) : c.json(editionAnswer(catalogue, index));
    }
    return badRequest(c, 'editionRef, or publisherCatalogId and publisherId, is required');
  })
  .get('/editionbyslug', (c) => {
    const slug = c.req.query('slug');
    if (!slug) return badRequest(c, 'slug is required');
    const catalogue = catalogueOf(c);
    const index = catalogue.parseEditionSlug(slug);
    return index === null ? notFound(c) : c.json(editionAnswer(catalogue, index));
  })
  .get('/edition/references', (c) => {
    const ids = c.req.query('publisherCatalogIds');
    const publisherId = intQuery(c, 'publisherId', 0);
    if (!ids || !publisherId) return badRequest(c, 'publisherCatalogIds and publisherId are required');
    const catalogue = catalogueOf(c);
    const rows = ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .flatMap((publisherCatalogId) => {
        const index = catalogue.parsePublisherCatalogId(publisherCatalogId, publisherId);
        if (index === null) return [];
        return [{ publisherCatalogId, editionRef: catalogue.editionRef(index), slug: catalogue.editionSlug(index) }];
      });
    return c.json(rows);
  })
  .get('/edition/:editionRef/annotation/:shareRef', (c) => {
    const catalogue = catalogueOf(c);
    const facts = ANNOTATIONS.find((a) => a.shareRef === c.req.param('shareRef'));
    const share = facts && annotationShare(catalogue, facts);
    if (!share || share.edition.editionRef !== c.req.param('editionRef')) return notFound(c);
    return c.json(share);
  })
  .post('/edition/:editionRef/related', async (c) => {
    const catalogue = catalogueOf(c);
    const index = catalogue.parseEditionRef(c.req.param('editionRef'));
    if (index === null) return notFound(c);
    let publisher: number | null = null;
    if (c.req.query('publisherId')) {
      const id = intQuery(c, 'publisherId', 0);
      if (id === null) return badRequest(c, 'publisherId must be a number');
      publisher = catalogue.publisherIndexById(id);
      if (publisher === null) return notFound(c);
    }
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    // Same composer first, then works of the same kind (piano music, chamber music...) by others.
    const work = catalogue.work(index);
    const composer = composerOfWork(work).key;
    const group = ensembleOfWork(work).group;
    const byComposer = WORKS.flatMap((w, i) => (w.composer === composer ? [i] : []));
    const sameGroup = WORKS.flatMap((w, i) => (w.composer !== composer && ensembleOfWork(w).group === group ? [i] : []));
    const related = concat(
      without(editionSelection(catalogue, { works: byComposer, publisher }), index),
      editionSelection(catalogue, { works: sameGroup, publisher }),
    );
    return c.json(pagedSelection(related, paging(body), (i) => catalogue.editionSummary(i)));
  });

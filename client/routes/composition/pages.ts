import { definePages } from '../../../shared/define-pages';
import { NARROWED_LIST } from '../../../shared/narrowed-list';

/** A composition: the work, every edition of it across publishers (narrowed by the facets), more by its composer. */
export const compositionPages = definePages({
  composition: {
    pattern: '/composition/:slug',
    params: NARROWED_LIST,
    loader: './composition-loader#compositionLoader',
    component: './composition#CompositionPage',
    needs: 'required',
    group: 'work',
    samples: ['/composition/piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven'],
    about: 'a composition: its facts and catalogue numbers, every edition of it (narrowed by the facets), more by its composer',
  },
});

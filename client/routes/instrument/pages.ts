import { definePages } from '../../../shared/define-pages';
import { NARROWED_LIST } from '../../../shared/narrowed-list';

/** The editions for one instrument. */
export const instrumentPages = definePages({
  instrument: {
    pattern: '/instrument',
    params: ['instrumentRef', ...NARROWED_LIST],
    loader: './instrument-loader#instrumentLoader',
    component: './instrument#InstrumentPage',
    handle: './handles#instrumentHandle',
    needs: 'required',
    group: 'lists',
    samples: ['/instrument?instrumentRef=IN-001'],
    about: 'editions for an instrument, narrowed by the facets',
  },
});

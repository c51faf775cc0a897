import { definePages } from '../../../shared/define-pages';

/** One playlist. */
export const playlistPages = definePages({
  playlist: {
    pattern: '/playlist',
    params: ['playlistRef', 'page'],
    loader: './playlist-loader#playlistLoader',
    component: './playlist#PlaylistPage',
    handle: './handles#playlistHandle',
    needs: 'required',
    group: 'lists',
    samples: ['/playlist?playlistRef=PL-0006'],
    about: "a playlist's items",
  },
});

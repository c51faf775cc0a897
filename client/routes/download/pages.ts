import { definePages } from '../../../shared/define-pages';

/** The apps. */
export const downloadPages = definePages({
  download: {
    pattern: '/download',
    loader: './download-loader#downloadLoader',
    component: './download#DownloadPage',
    sitemap: 'fixed',
    needs: 'none',
    group: 'download',
    samples: ['/download'],
    about: "the apps for every platform, the visitor's own first, with their versions",
  },
  'download-mac': {
    pattern: '/download/mac',
    component: './download-mac#DownloadMacPage',
    sitemap: 'fixed',
    needs: 'none',
    group: 'download',
    samples: ['/download/mac'],
    about: 'the Mac installer and how to install it',
  },
});

import { createContext, useContext } from 'react';

/** Built files a page needs: the CSS its head links, and the JS chunks modulepreloaded with the entry once the page has loaded (worker/ssr/boot-script.ts). */
export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
  /** Every page's code lists, for client navigations (worker/ssr/page-chunks.ts); absent in tests that render alone. */
  chunkLists?: string;
}

export const AssetsContext = createContext<PageAssets>({ stylesheets: [], modulePreloads: [] });

export function usePageAssets(): PageAssets {
  return useContext(AssetsContext);
}

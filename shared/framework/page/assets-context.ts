import { createContext, useContext } from 'react';

/**
 * Built files a page needs: the CSS its head links, and the entry module and the JS chunks
 * modulepreloaded with it once the first paint is drawn (../browser/boot.ts).
 */
export interface PageAssets {
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  /** Every page's code lists, for client navigations (shared/framework/server/chunk-lists-endpoint.ts); absent in tests that render alone. */
  chunkLists?: string;
}

export const AssetsContext = createContext<PageAssets>({ entry: '', stylesheets: [], modulePreloads: [] });

export function usePageAssets(): PageAssets {
  return useContext(AssetsContext);
}

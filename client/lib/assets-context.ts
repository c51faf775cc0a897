import { createContext, useContext } from 'react';

/** Built files the document head links: the client entry's CSS and the JS the page needs. */
export interface PageAssets {
  stylesheets: string[];
  modulePreloads: string[];
}

export const AssetsContext = createContext<PageAssets>({ stylesheets: [], modulePreloads: [] });

export function usePageAssets(): PageAssets {
  return useContext(AssetsContext);
}

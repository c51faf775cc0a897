import { useLanguage } from './lib/language-context';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { usePageAssets } from '../shared/framework/page';
import { publicConfigAtom } from './state/atoms';
import { LANGUAGE_TAGS } from '../shared/languages';

/** The origin of the image host (IMAGE_STORAGE_ROOT), or null when it is unset or unparsable. */
function imageOrigin(root: string | undefined): string | null {
  if (!root) return null;
  try {
    return new URL(root).origin;
  } catch {
    return null;
  }
}

/**
 * The whole HTML document, rendered by React on both sides so that page metadata (<title>,
 * <meta>, canonical link) rendered by pages is hoisted into this <head>.
 */
export function Document({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const assets = usePageAssets();
  // Read without usePublicConfig: the root error boundary renders this too and must not throw.
  const images = imageOrigin(useAtomValue(publicConfigAtom)?.imageStorageRoot);
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101828" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Most pages' largest paint is a cover or portrait from the image host: open its
            connection while the HTML and CSS still load, not once the parser reaches the <img>. */}
        {images && <link rel="preconnect" href={images} />}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

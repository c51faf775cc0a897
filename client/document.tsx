import type { ReactNode } from 'react';
import { usePageAssets } from './lib/assets-context';

/**
 * The whole HTML document, rendered by React on both sides so that page metadata (<title>,
 * <meta>, canonical link) rendered by pages is hoisted into this <head>.
 */
export function Document({ children }: { children: ReactNode }) {
  const assets = usePageAssets();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101828" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

import { SHELL_TEXT } from './layout.messages';

/**
 * First focusable element of the page. Render it before the header; the layout's
 * `<main id="main" tabIndex={-1}>` is its target (tabIndex lets every browser move focus there).
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {SHELL_TEXT.skipLink}
    </a>
  );
}

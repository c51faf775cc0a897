import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';

/**
 * First focusable element of the page. Render it before the header; the layout's
 * `<main id="main" tabIndex={-1}>` is its target (tabIndex lets every browser move focus there).
 */
export function SkipLink() {
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  return (
    <a className="skip-link" href="#main">
      {SHELL_TEXT.skipLink}
    </a>
  );
}

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { showUnpublishedAtom } from '../../state/atoms';
import { PREVIEW_MODE_TEXT as PREVIEW_MODE_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';

/**
 * Visible on every page in preview mode, so an editor never mistakes drafts for the live site.
 * The flag's cookie is HttpOnly: leaving asks the worker to clear it, then reloads the page
 * as the public sees it.
 */
export function PreviewMarker() {
  const PREVIEW_MODE_TEXT = useMessages(PREVIEW_MODE_TEXT_EN);
  const preview = useAtomValue(showUnpublishedAtom);
  const [leaving, setLeaving] = useState(false);
  if (!preview) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await fetch('/api/preview', { method: 'DELETE', headers: { accept: 'application/json' } });
    } finally {
      window.location.reload();
    }
  };

  return (
    <div className="preview-marker" role="status">
      <strong className="preview-marker__label">{PREVIEW_MODE_TEXT.label}</strong>
      <span className="preview-marker__message">{PREVIEW_MODE_TEXT.message}</span>
      <button type="button" className="preview-marker__leave" onClick={leave} disabled={leaving}>
        {PREVIEW_MODE_TEXT.leave}
      </button>
    </div>
  );
}

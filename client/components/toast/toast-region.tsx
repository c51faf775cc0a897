import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { TOAST_MS } from '../../../shared/spec';
import { toastsAtom, type Toast } from '../../state/atoms';
import { TOAST_TEXT as TOAST_TEXT_EN } from '#messages/client/components/toast/toast';
import { useDismissToast } from './use-toast';
import { useMessages } from '../../lib/language-context';

/** One toast: removes itself TOAST_MS after it appeared (docs/requirements.md §9.1), or when closed. */
function ToastItem({ toast }: { toast: Toast }) {
  const TOAST_TEXT = useMessages(TOAST_TEXT_EN);
  const dismiss = useDismissToast();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="toast__close" aria-label={TOAST_TEXT.close({ title: toast.title })} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The one place toasts appear, mounted once in the layout. A polite live region, present (empty)
 * from hydration on so screen readers announce what is added to it later. It renders nothing on
 * the server, and nothing on the first client render either, so hydration sees the same HTML;
 * toasts only ever come from something the visitor did after that.
 */
export function ToastRegion() {
  const TOAST_TEXT = useMessages(TOAST_TEXT_EN);
  const toasts = useAtomValue(toastsAtom);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-label={TOAST_TEXT.regionLabel}>
      <ul className="toast-region__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}

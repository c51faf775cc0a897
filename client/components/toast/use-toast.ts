import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { toastsAtom, type Toast } from '../../state/atoms';

/** At most this many toasts stay on screen: a burst of them drops the oldest. */
export const MAX_TOASTS = 3;

let nextId = 1;

/** Shows a toast; it closes itself after TOAST_MS (see ToastRegion) or on its close button. */
export function useShowToast(): (toast: Omit<Toast, 'id'>) => void {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (toast) => {
      const id = nextId++;
      setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
    },
    [setToasts],
  );
}

export function useDismissToast(): (id: number) => void {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback((id) => setToasts((current) => current.filter((toast) => toast.id !== id)), [setToasts]);
}

import { useAtomValue } from 'jotai';
import { useState, useSyncExternalStore } from 'react';
import type { FormOutcome, NativeForm } from '../../../shared/forms/form-outcome';
import { formOutcomeAtom } from '../../state/atoms';

const noSubscription = () => () => {};

/**
 * What became of `form`'s native post (shared/forms/form-outcome.ts), for a form rendered with
 * the page that shows it: true of the server's render and of the browser's hydration of it (React
 * renders both with the server's snapshot), false of a form first mounted in the browser, which
 * starts afresh (the same page reached again by a client navigation). Read once, at the first
 * render: the form carries on from it as the visitor goes on.
 */
export function useFormOutcome(form: NativeForm): FormOutcome | null {
  const outcome = useAtomValue(formOutcomeAtom);
  const withThePage = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [kept] = useState(() => (withThePage && outcome?.form === form ? outcome : null));
  return kept;
}

/** The values an outcome kept, for the fields `initial` names (anything else is not the form's). */
export function keptValues<V extends Record<string, string>>(initial: V, outcome: FormOutcome | null): V {
  if (!outcome || !('values' in outcome)) return initial;
  const values = { ...initial };
  for (const name of Object.keys(initial) as Array<keyof V>) {
    const kept = outcome.values[name as string];
    if (typeof kept === 'string') values[name] = kept as V[keyof V];
  }
  return values;
}

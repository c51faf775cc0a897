// What an island (./hydrate-on-use.tsx) keeps of its fields across its hydration.
// Loaded with the island's own code, not in the first load.

/**
 * Starts keeping what the visitor has typed in the island's text areas and chosen in its selects,
 * from the moment the island's code has come until it has hydrated; returns the function that puts
 * it back once it has.
 *
 * React puts a text area's or a select's server value back as it hydrates it (it leaves an input's
 * typed text alone), and it may do so a while after it began: hydration yields to the visitor,
 * who can type meanwhile. So what is kept is the value when the code came, then each later input
 * or change, never a copy read once while React renders (text typed after it would be lost).
 */
const textAreaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;

export function keepTyped(host: HTMLElement | null): () => void {
  const typed = new Map<Element, string>();
  for (const field of host?.querySelectorAll<HTMLTextAreaElement | HTMLSelectElement>('textarea, select') ?? []) {
    typed.set(field, field.value);
    // React writes a text area's default value as it hydrates it. While the visitor has not typed
    // in it, the browser takes that as a new value and collapses a selection to the start: text
    // selected to be replaced (a prefilled message) would be typed in front of it. Its own value,
    // written back, marks it as the visitor's, so the default no longer moves it.
    if (field instanceof HTMLTextAreaElement) textAreaValue.set!.call(field, field.value);
  }
  const record = (event: Event) => {
    const field = event.target as HTMLTextAreaElement | HTMLSelectElement;
    if (typed.has(field)) typed.set(field, field.value);
  };
  // On the window, in the capture phase: React stops events aimed at an island it has not hydrated.
  const types = ['input', 'change'];
  for (const type of types) window.addEventListener(type, record, true);
  return function restoreTyped() {
    for (const type of types) window.removeEventListener(type, record, true);
    for (const [element, value] of typed) {
      const field = element as HTMLTextAreaElement | HTMLSelectElement;
      if (!field.isConnected || field.value === value) continue;
      // Through the element's own setter (so React sees a change), then the event its onChange
      // listens to, as if typed or chosen now.
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLSelectElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLTextAreaElement ? 'input' : 'change', { bubbles: true }));
    }
  };
}

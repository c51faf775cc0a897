// What a part hydrated on use (./hydrate-on-use.tsx) keeps of its fields across its hydration.
// Loaded with the part's own code, not in the first load.

/**
 * The text in the part's text areas and the choice in its selects, read as the part starts to
 * hydrate. React puts their server values back as it hydrates them (it leaves an input's typed
 * text alone, not a text area's or a select's), so what the visitor typed or chose before the
 * code came would be lost: a request form's prefilled message, a form's select.
 */
export function typedFields(host: HTMLElement | null): Array<[HTMLTextAreaElement | HTMLSelectElement, string]> {
  if (!host) return [];
  return [...host.querySelectorAll<HTMLTextAreaElement | HTMLSelectElement>('textarea, select')].map((field) => [field, field.value]);
}

/**
 * Puts back what typedFields read, as if typed or chosen now: the value through the element's own
 * setter (so React sees a change), then the event React's onChange listens to.
 */
export function restoreTyped(fields: Array<[HTMLTextAreaElement | HTMLSelectElement, string]>): void {
  for (const [field, value] of fields) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLSelectElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLTextAreaElement ? 'input' : 'change', { bubbles: true }));
  }
}

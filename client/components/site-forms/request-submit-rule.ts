/**
 * docs/requirements.md §2.5.4, Request content: the submit button is styled disabled when any error
 * shows or the name is empty. Only styled: it stays operable, so a click shows the submit messages.
 * A name of spaces counts as empty, as the rules trim it.
 */
export function submitLooksInactive(errors: Readonly<Record<string, string | undefined>>, name: string): boolean {
  return name.trim() === '' || Object.values(errors).some((message) => Boolean(message));
}

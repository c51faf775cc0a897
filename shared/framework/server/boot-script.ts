import built from 'client-boot-script';

/**
 * The script every page ends with, after its transfer state: client/boot-extras.ts, which
 * starts the page's code once the page has loaded, marks the design version and the visitor's
 * language offer, and remembers a language chosen by a link. The client build compiles and
 * minifies it (shared/framework/build/boot-script-plugin.ts); it is the same for every page and language,
 * since what differs (the entry's address, the chunks to preload) is read from the transfer state.
 */
export function bootScript(): string {
  return built.script;
}

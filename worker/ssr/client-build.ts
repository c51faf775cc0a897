import type { ClientBuild } from '../../shared/framework/server';
import { languagePrefix, type Language } from '../../shared/languages';

/** Each language has its own build of the client (build/build-client.mjs), under its address prefix. */
export function clientBuildOf(language: Language): ClientBuild {
  return { key: language, basename: languagePrefix(language) };
}

import type { Language } from '../languages';

type Namespace = Record<string, unknown>;

/**
 * An English message module and its translations, as the generated registry lists them.
 * @public used by that registry, which the dead-code check does not read.
 */
export interface MessageModule {
  file: string;
  en: Namespace;
  translations: Partial<Record<Exclude<Language, 'en'>, Namespace>>;
}

import type { Language } from '../languages';

type Namespace = Record<string, unknown>;

/**
 * An English message module and its translations, as the registry (`#messages/registry`) lists them.
 * @public used by that registry, which the dead-code check does not read.
 */
export interface MessageModule {
  /** The module's id, as the catalogue names it: `client/routes/work/work` (imported as `#messages/client/routes/work/work`). */
  id: string;
  en: Namespace;
  translations: Partial<Record<Exclude<Language, 'en'>, Namespace>>;
}

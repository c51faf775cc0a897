import type { Language } from '../languages';

type Namespace = Record<string, unknown>;

/** An English message module and its translations, as client/message-modules.ts lists them. */
export interface MessageModule {
  file: string;
  en: Namespace;
  translations: Partial<Record<Exclude<Language, 'en'>, Namespace>>;
}

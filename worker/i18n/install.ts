import { MESSAGE_MODULES } from '#messages/registry';
import { registerTranslations } from '../../shared/i18n/messages-in';
import { withPseudoLocale } from './pseudo-locale';

/** True only where the site runs locally or under test (./pseudo-locale.ts): the bundler drops the pseudo-locale elsewhere. */
declare const __PSEUDO_LOCALE__: boolean;

/**
 * The worker renders all seven languages from one bundle: each English export is registered once,
 * at start, with the same export in every other language, and a render asks messagesIn() for the
 * one its request's language names (docs/decisions/048). Nothing here changes with a request.
 */
for (const { id, en, translations } of MESSAGE_MODULES) {
  for (const [name, english] of Object.entries(en)) {
    if (typeof english !== 'object' || english === null) continue;
    const byLanguage = Object.fromEntries(Object.entries(translations).map(([code, module]) => [code, (module as Record<string, object>)[name]]));
    registerTranslations(english, __PSEUDO_LOCALE__ ? withPseudoLocale(byLanguage, id, name) : byLanguage);
  }
}

import { MESSAGE_MODULES } from '#messages/registry';
import { registerTranslations } from '../../shared/i18n/messages-in';

/**
 * The worker renders all seven languages from one bundle: each English export is registered once,
 * at start, with the same export in every other language, and a render asks messagesIn() for the
 * one its request's language names (docs/decisions/048). Nothing here changes with a request.
 */
for (const { en, translations } of MESSAGE_MODULES) {
  for (const [name, english] of Object.entries(en)) {
    if (typeof english !== 'object' || english === null) continue;
    registerTranslations(english, Object.fromEntries(Object.entries(translations).map(([code, module]) => [code, (module as Record<string, object>)[name]])));
  }
}

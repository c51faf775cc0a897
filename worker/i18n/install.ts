import { MESSAGE_MODULES } from '../../client/message-modules';
import { localizeModule } from './localize';
import { requestLanguage } from './request-language';
import { registerTranslations } from '../../shared/i18n/messages-in';

// Each English export, with the same export in every other language, for messagesIn().
for (const { en, translations } of MESSAGE_MODULES) {
  for (const [name, english] of Object.entries(en)) {
    if (typeof english !== 'object' || english === null) continue;
    registerTranslations(english, Object.fromEntries(Object.entries(translations).map(([code, module]) => [code, (module as Record<string, object>)[name]])));
  }
}
// Every strings module answers in the language of the request reading it, from here on.
// Going: components and loaders are moving to messagesIn()/useMessages() with the language from
// the router's and React's context (docs/decisions/048), after which these getters go.
for (const module of MESSAGE_MODULES) localizeModule(module, requestLanguage);

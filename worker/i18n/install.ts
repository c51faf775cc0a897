import { MESSAGE_MODULES } from './translations';
import { localizeModule } from './localize';
import { requestLanguage } from './request-language';

// Every strings module answers in the language of the request reading it, from here on.
for (const module of MESSAGE_MODULES) localizeModule(module, requestLanguage);

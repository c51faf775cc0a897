import { MESSAGE_MODULES } from '../../client/message-modules';
import { localizeModule } from './localize';
import { recordVocabulary, requestLanguage } from './request-language';
import { vocabularyRecorder } from '../../shared/i18n/vocabulary';

// Every strings module answers in the language of the request reading it, from here on.
for (const module of MESSAGE_MODULES) localizeModule(module, requestLanguage);
// The catalogue words a render looks up go to the browser with its page.
vocabularyRecorder.record = recordVocabulary;

import type { Language } from '../../../shared/languages';
import { formatList } from '../../../shared/i18n/format-list';
import { DIFFICULTY_LEVELS, type Vocabulary } from '../../components/catalogue-vocabulary';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { messagesIn } from '../../../shared/i18n/messages-in';

/** "Advanced (4 of 5)". */
export function difficultyText(level: number, language: Language, { difficultyWord }: Vocabulary): string {
  return messagesIn(WORK_TEXT, language).difficultyLevel({ word: difficultyWord(level) ?? String(level), level, levels: DIFFICULTY_LEVELS });
}

/** "1 minute", "18 minutes". */
export function durationText(minutes: number, language: Language): string {
  return messagesIn(WORK_TEXT, language).minutes({ minutes });
}

/**
 * An edition's composers as one list: "Bach", "Bach and Busoni", "Bach, Busoni and Liszt". For
 * loaders, in the worker: two or more names make an Intl.ListFormat, which costs the browser
 * 35-75 ms at a phone's CPU (decision 048).
 */
export function composerList(composers: ReadonlyArray<{ name: string }>, language: Language): string {
  return formatList(
    composers.map((composer) => composer.name),
    language,
  );
}

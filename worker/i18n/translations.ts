// Written by scripts/i18n-registry.mjs (npm run build): do not edit.
import * as m0 from '../../shared/i18n/page-language';
import * as m0_de from '../../shared/i18n/page-language.de';
import * as m0_fr from '../../shared/i18n/page-language.fr';
import * as m0_es from '../../shared/i18n/page-language.es';
import * as m0_it from '../../shared/i18n/page-language.it';
import * as m0_ja from '../../shared/i18n/page-language.ja';
import * as m0_zh from '../../shared/i18n/page-language.zh';
import type { MessageModule } from './localize';

export const MESSAGE_MODULES: MessageModule[] = [
  { file: 'shared/i18n/page-language.ts', en: m0, translations: { de: m0_de, fr: m0_fr, es: m0_es, it: m0_it, ja: m0_ja, zh: m0_zh } },
];

// Written by node scripts/i18n-registry.mjs (after adding a strings module): do not edit.
import * as m0 from './components/availability-strings';
import * as m0_de from './components/availability-strings.de';
import * as m0_fr from './components/availability-strings.fr';
import * as m0_es from './components/availability-strings.es';
import * as m0_it from './components/availability-strings.it';
import * as m0_ja from './components/availability-strings.ja';
import * as m0_zh from './components/availability-strings.zh';
import * as m1 from './components/breadcrumbs-strings';
import * as m1_de from './components/breadcrumbs-strings.de';
import * as m1_fr from './components/breadcrumbs-strings.fr';
import * as m1_es from './components/breadcrumbs-strings.es';
import * as m1_it from './components/breadcrumbs-strings.it';
import * as m1_ja from './components/breadcrumbs-strings.ja';
import * as m1_zh from './components/breadcrumbs-strings.zh';
import * as m2 from './components/card-strings';
import * as m2_de from './components/card-strings.de';
import * as m2_fr from './components/card-strings.fr';
import * as m2_es from './components/card-strings.es';
import * as m2_it from './components/card-strings.it';
import * as m2_ja from './components/card-strings.ja';
import * as m2_zh from './components/card-strings.zh';
import * as m3 from './components/catalogue-vocabulary-strings';
import * as m3_de from './components/catalogue-vocabulary-strings.de';
import * as m3_fr from './components/catalogue-vocabulary-strings.fr';
import * as m3_es from './components/catalogue-vocabulary-strings.es';
import * as m3_it from './components/catalogue-vocabulary-strings.it';
import * as m3_ja from './components/catalogue-vocabulary-strings.ja';
import * as m3_zh from './components/catalogue-vocabulary-strings.zh';
import * as m4 from './components/form-kit/form-strings';
import * as m4_de from './components/form-kit/form-strings.de';
import * as m4_fr from './components/form-kit/form-strings.fr';
import * as m4_es from './components/form-kit/form-strings.es';
import * as m4_it from './components/form-kit/form-strings.it';
import * as m4_ja from './components/form-kit/form-strings.ja';
import * as m4_zh from './components/form-kit/form-strings.zh';
import * as m5 from './components/form-kit/frame-strings';
import * as m5_de from './components/form-kit/frame-strings.de';
import * as m5_fr from './components/form-kit/frame-strings.fr';
import * as m5_es from './components/form-kit/frame-strings.es';
import * as m5_it from './components/form-kit/frame-strings.it';
import * as m5_ja from './components/form-kit/frame-strings.ja';
import * as m5_zh from './components/form-kit/frame-strings.zh';
import * as m6 from './components/layout/footer-strings';
import * as m6_de from './components/layout/footer-strings.de';
import * as m6_fr from './components/layout/footer-strings.fr';
import * as m6_es from './components/layout/footer-strings.es';
import * as m6_it from './components/layout/footer-strings.it';
import * as m6_ja from './components/layout/footer-strings.ja';
import * as m6_zh from './components/layout/footer-strings.zh';
import * as m7 from './components/layout/language-strings';
import * as m7_de from './components/layout/language-strings.de';
import * as m7_fr from './components/layout/language-strings.fr';
import * as m7_es from './components/layout/language-strings.es';
import * as m7_it from './components/layout/language-strings.it';
import * as m7_ja from './components/layout/language-strings.ja';
import * as m7_zh from './components/layout/language-strings.zh';
import * as m8 from './components/layout/newsletter-strings';
import * as m8_de from './components/layout/newsletter-strings.de';
import * as m8_fr from './components/layout/newsletter-strings.fr';
import * as m8_es from './components/layout/newsletter-strings.es';
import * as m8_it from './components/layout/newsletter-strings.it';
import * as m8_ja from './components/layout/newsletter-strings.ja';
import * as m8_zh from './components/layout/newsletter-strings.zh';
import * as m9 from './components/layout/strings';
import * as m9_de from './components/layout/strings.de';
import * as m9_fr from './components/layout/strings.fr';
import * as m9_es from './components/layout/strings.es';
import * as m9_it from './components/layout/strings.it';
import * as m9_ja from './components/layout/strings.ja';
import * as m9_zh from './components/layout/strings.zh';
import * as m10 from './components/open-in-app-strings';
import * as m10_de from './components/open-in-app-strings.de';
import * as m10_fr from './components/open-in-app-strings.fr';
import * as m10_es from './components/open-in-app-strings.es';
import * as m10_it from './components/open-in-app-strings.it';
import * as m10_ja from './components/open-in-app-strings.ja';
import * as m10_zh from './components/open-in-app-strings.zh';
import * as m11 from './components/paged-list-strings';
import * as m11_de from './components/paged-list-strings.de';
import * as m11_fr from './components/paged-list-strings.fr';
import * as m11_es from './components/paged-list-strings.es';
import * as m11_it from './components/paged-list-strings.it';
import * as m11_ja from './components/paged-list-strings.ja';
import * as m11_zh from './components/paged-list-strings.zh';
import * as m12 from './components/search/strings';
import * as m12_de from './components/search/strings.de';
import * as m12_fr from './components/search/strings.fr';
import * as m12_es from './components/search/strings.es';
import * as m12_it from './components/search/strings.it';
import * as m12_ja from './components/search/strings.ja';
import * as m12_zh from './components/search/strings.zh';
import * as m13 from './components/site-forms/help-form-strings';
import * as m13_de from './components/site-forms/help-form-strings.de';
import * as m13_fr from './components/site-forms/help-form-strings.fr';
import * as m13_es from './components/site-forms/help-form-strings.es';
import * as m13_it from './components/site-forms/help-form-strings.it';
import * as m13_ja from './components/site-forms/help-form-strings.ja';
import * as m13_zh from './components/site-forms/help-form-strings.zh';
import * as m14 from './components/site-forms/promotion-form-strings';
import * as m14_de from './components/site-forms/promotion-form-strings.de';
import * as m14_fr from './components/site-forms/promotion-form-strings.fr';
import * as m14_es from './components/site-forms/promotion-form-strings.es';
import * as m14_it from './components/site-forms/promotion-form-strings.it';
import * as m14_ja from './components/site-forms/promotion-form-strings.ja';
import * as m14_zh from './components/site-forms/promotion-form-strings.zh';
import * as m15 from './components/toast/toast-strings';
import * as m15_de from './components/toast/toast-strings.de';
import * as m15_fr from './components/toast/toast-strings.fr';
import * as m15_es from './components/toast/toast-strings.es';
import * as m15_it from './components/toast/toast-strings.it';
import * as m15_ja from './components/toast/toast-strings.ja';
import * as m15_zh from './components/toast/toast-strings.zh';
import * as m16 from './routes/blog/blog-strings';
import * as m16_de from './routes/blog/blog-strings.de';
import * as m16_fr from './routes/blog/blog-strings.fr';
import * as m16_es from './routes/blog/blog-strings.es';
import * as m16_it from './routes/blog/blog-strings.it';
import * as m16_ja from './routes/blog/blog-strings.ja';
import * as m16_zh from './routes/blog/blog-strings.zh';
import * as m17 from './routes/cms-pages/cms-page-strings';
import * as m17_de from './routes/cms-pages/cms-page-strings.de';
import * as m17_fr from './routes/cms-pages/cms-page-strings.fr';
import * as m17_es from './routes/cms-pages/cms-page-strings.es';
import * as m17_it from './routes/cms-pages/cms-page-strings.it';
import * as m17_ja from './routes/cms-pages/cms-page-strings.ja';
import * as m17_zh from './routes/cms-pages/cms-page-strings.zh';
import * as m18 from './routes/download/download-strings';
import * as m18_de from './routes/download/download-strings.de';
import * as m18_fr from './routes/download/download-strings.fr';
import * as m18_es from './routes/download/download-strings.es';
import * as m18_it from './routes/download/download-strings.it';
import * as m18_ja from './routes/download/download-strings.ja';
import * as m18_zh from './routes/download/download-strings.zh';
import * as m19 from './routes/help/help-faq-strings';
import * as m19_de from './routes/help/help-faq-strings.de';
import * as m19_fr from './routes/help/help-faq-strings.fr';
import * as m19_es from './routes/help/help-faq-strings.es';
import * as m19_it from './routes/help/help-faq-strings.it';
import * as m19_ja from './routes/help/help-faq-strings.ja';
import * as m19_zh from './routes/help/help-faq-strings.zh';
import * as m20 from './routes/home/home-strings';
import * as m20_de from './routes/home/home-strings.de';
import * as m20_fr from './routes/home/home-strings.fr';
import * as m20_es from './routes/home/home-strings.es';
import * as m20_it from './routes/home/home-strings.it';
import * as m20_ja from './routes/home/home-strings.ja';
import * as m20_zh from './routes/home/home-strings.zh';
import * as m21 from './routes/marketing/development-partnership-strings';
import * as m21_de from './routes/marketing/development-partnership-strings.de';
import * as m21_fr from './routes/marketing/development-partnership-strings.fr';
import * as m21_es from './routes/marketing/development-partnership-strings.es';
import * as m21_it from './routes/marketing/development-partnership-strings.it';
import * as m21_ja from './routes/marketing/development-partnership-strings.ja';
import * as m21_zh from './routes/marketing/development-partnership-strings.zh';
import * as m22 from './routes/marketing/features-strings';
import * as m22_de from './routes/marketing/features-strings.de';
import * as m22_fr from './routes/marketing/features-strings.fr';
import * as m22_es from './routes/marketing/features-strings.es';
import * as m22_it from './routes/marketing/features-strings.it';
import * as m22_ja from './routes/marketing/features-strings.ja';
import * as m22_zh from './routes/marketing/features-strings.zh';
import * as m23 from './routes/marketing/made-not-born-strings';
import * as m23_de from './routes/marketing/made-not-born-strings.de';
import * as m23_fr from './routes/marketing/made-not-born-strings.fr';
import * as m23_es from './routes/marketing/made-not-born-strings.es';
import * as m23_it from './routes/marketing/made-not-born-strings.it';
import * as m23_ja from './routes/marketing/made-not-born-strings.ja';
import * as m23_zh from './routes/marketing/made-not-born-strings.zh';
import * as m24 from './routes/marketing/marketing-strings';
import * as m24_de from './routes/marketing/marketing-strings.de';
import * as m24_fr from './routes/marketing/marketing-strings.fr';
import * as m24_es from './routes/marketing/marketing-strings.es';
import * as m24_it from './routes/marketing/marketing-strings.it';
import * as m24_ja from './routes/marketing/marketing-strings.ja';
import * as m24_zh from './routes/marketing/marketing-strings.zh';
import * as m25 from './routes/marketing/nkoda-22-fund-strings';
import * as m25_de from './routes/marketing/nkoda-22-fund-strings.de';
import * as m25_fr from './routes/marketing/nkoda-22-fund-strings.fr';
import * as m25_es from './routes/marketing/nkoda-22-fund-strings.es';
import * as m25_it from './routes/marketing/nkoda-22-fund-strings.it';
import * as m25_ja from './routes/marketing/nkoda-22-fund-strings.ja';
import * as m25_zh from './routes/marketing/nkoda-22-fund-strings.zh';
import * as m26 from './routes/marketing/representation-project-strings';
import * as m26_de from './routes/marketing/representation-project-strings.de';
import * as m26_fr from './routes/marketing/representation-project-strings.fr';
import * as m26_es from './routes/marketing/representation-project-strings.es';
import * as m26_it from './routes/marketing/representation-project-strings.it';
import * as m26_ja from './routes/marketing/representation-project-strings.ja';
import * as m26_zh from './routes/marketing/representation-project-strings.zh';
import * as m27 from './routes/marketing/what-is-nkoda-music-strings';
import * as m27_de from './routes/marketing/what-is-nkoda-music-strings.de';
import * as m27_fr from './routes/marketing/what-is-nkoda-music-strings.fr';
import * as m27_es from './routes/marketing/what-is-nkoda-music-strings.es';
import * as m27_it from './routes/marketing/what-is-nkoda-music-strings.it';
import * as m27_ja from './routes/marketing/what-is-nkoda-music-strings.ja';
import * as m27_zh from './routes/marketing/what-is-nkoda-music-strings.zh';
import * as m28 from './routes/people/index-strings';
import * as m28_de from './routes/people/index-strings.de';
import * as m28_fr from './routes/people/index-strings.fr';
import * as m28_es from './routes/people/index-strings.es';
import * as m28_it from './routes/people/index-strings.it';
import * as m28_ja from './routes/people/index-strings.ja';
import * as m28_zh from './routes/people/index-strings.zh';
import * as m29 from './routes/people/instrument-strings';
import * as m29_de from './routes/people/instrument-strings.de';
import * as m29_fr from './routes/people/instrument-strings.fr';
import * as m29_es from './routes/people/instrument-strings.es';
import * as m29_it from './routes/people/instrument-strings.it';
import * as m29_ja from './routes/people/instrument-strings.ja';
import * as m29_zh from './routes/people/instrument-strings.zh';
import * as m30 from './routes/people/people-strings';
import * as m30_de from './routes/people/people-strings.de';
import * as m30_fr from './routes/people/people-strings.fr';
import * as m30_es from './routes/people/people-strings.es';
import * as m30_it from './routes/people/people-strings.it';
import * as m30_ja from './routes/people/people-strings.ja';
import * as m30_zh from './routes/people/people-strings.zh';
import * as m31 from './routes/people/playlist-strings';
import * as m31_de from './routes/people/playlist-strings.de';
import * as m31_fr from './routes/people/playlist-strings.fr';
import * as m31_es from './routes/people/playlist-strings.es';
import * as m31_it from './routes/people/playlist-strings.it';
import * as m31_ja from './routes/people/playlist-strings.ja';
import * as m31_zh from './routes/people/playlist-strings.zh';
import * as m32 from './routes/people/publisher-strings';
import * as m32_de from './routes/people/publisher-strings.de';
import * as m32_fr from './routes/people/publisher-strings.fr';
import * as m32_es from './routes/people/publisher-strings.es';
import * as m32_it from './routes/people/publisher-strings.it';
import * as m32_ja from './routes/people/publisher-strings.ja';
import * as m32_zh from './routes/people/publisher-strings.zh';
import * as m33 from './routes/search/checkout-strings';
import * as m33_de from './routes/search/checkout-strings.de';
import * as m33_fr from './routes/search/checkout-strings.fr';
import * as m33_es from './routes/search/checkout-strings.es';
import * as m33_it from './routes/search/checkout-strings.it';
import * as m33_ja from './routes/search/checkout-strings.ja';
import * as m33_zh from './routes/search/checkout-strings.zh';
import * as m34 from './routes/search/institutions-strings';
import * as m34_de from './routes/search/institutions-strings.de';
import * as m34_fr from './routes/search/institutions-strings.fr';
import * as m34_es from './routes/search/institutions-strings.es';
import * as m34_it from './routes/search/institutions-strings.it';
import * as m34_ja from './routes/search/institutions-strings.ja';
import * as m34_zh from './routes/search/institutions-strings.zh';
import * as m35 from './routes/search/search-strings';
import * as m35_de from './routes/search/search-strings.de';
import * as m35_fr from './routes/search/search-strings.fr';
import * as m35_es from './routes/search/search-strings.es';
import * as m35_it from './routes/search/search-strings.it';
import * as m35_ja from './routes/search/search-strings.ja';
import * as m35_zh from './routes/search/search-strings.zh';
import * as m36 from './routes/work/work-strings';
import * as m36_de from './routes/work/work-strings.de';
import * as m36_fr from './routes/work/work-strings.fr';
import * as m36_es from './routes/work/work-strings.es';
import * as m36_it from './routes/work/work-strings.it';
import * as m36_ja from './routes/work/work-strings.ja';
import * as m36_zh from './routes/work/work-strings.zh';
import * as m37 from '../shared/error-page-strings';
import * as m37_de from '../shared/error-page-strings.de';
import * as m37_fr from '../shared/error-page-strings.fr';
import * as m37_es from '../shared/error-page-strings.es';
import * as m37_it from '../shared/error-page-strings.it';
import * as m37_ja from '../shared/error-page-strings.ja';
import * as m37_zh from '../shared/error-page-strings.zh';
import * as m38 from '../shared/forms/form-messages-strings';
import * as m38_de from '../shared/forms/form-messages-strings.de';
import * as m38_fr from '../shared/forms/form-messages-strings.fr';
import * as m38_es from '../shared/forms/form-messages-strings.es';
import * as m38_it from '../shared/forms/form-messages-strings.it';
import * as m38_ja from '../shared/forms/form-messages-strings.ja';
import * as m38_zh from '../shared/forms/form-messages-strings.zh';
import * as m39 from '../shared/help-strings';
import * as m39_de from '../shared/help-strings.de';
import * as m39_fr from '../shared/help-strings.fr';
import * as m39_es from '../shared/help-strings.es';
import * as m39_it from '../shared/help-strings.it';
import * as m39_ja from '../shared/help-strings.ja';
import * as m39_zh from '../shared/help-strings.zh';
import * as m40 from '../shared/i18n/format-strings';
import * as m40_de from '../shared/i18n/format-strings.de';
import * as m40_fr from '../shared/i18n/format-strings.fr';
import * as m40_es from '../shared/i18n/format-strings.es';
import * as m40_it from '../shared/i18n/format-strings.it';
import * as m40_ja from '../shared/i18n/format-strings.ja';
import * as m40_zh from '../shared/i18n/format-strings.zh';
import * as m41 from '../shared/i18n/page-language';
import * as m41_de from '../shared/i18n/page-language.de';
import * as m41_fr from '../shared/i18n/page-language.fr';
import * as m41_es from '../shared/i18n/page-language.es';
import * as m41_it from '../shared/i18n/page-language.it';
import * as m41_ja from '../shared/i18n/page-language.ja';
import * as m41_zh from '../shared/i18n/page-language.zh';
import * as m42 from '../shared/spec-strings';
import * as m42_de from '../shared/spec-strings.de';
import * as m42_fr from '../shared/spec-strings.fr';
import * as m42_es from '../shared/spec-strings.es';
import * as m42_it from '../shared/spec-strings.it';
import * as m42_ja from '../shared/spec-strings.ja';
import * as m42_zh from '../shared/spec-strings.zh';
import type { MessageModule } from '../shared/i18n/message-module';

export const MESSAGE_MODULES: MessageModule[] = [
  { file: 'client/components/availability-strings.ts', en: m0, translations: { de: m0_de, fr: m0_fr, es: m0_es, it: m0_it, ja: m0_ja, zh: m0_zh } },
  { file: 'client/components/breadcrumbs-strings.ts', en: m1, translations: { de: m1_de, fr: m1_fr, es: m1_es, it: m1_it, ja: m1_ja, zh: m1_zh } },
  { file: 'client/components/card-strings.ts', en: m2, translations: { de: m2_de, fr: m2_fr, es: m2_es, it: m2_it, ja: m2_ja, zh: m2_zh } },
  { file: 'client/components/catalogue-vocabulary-strings.ts', en: m3, translations: { de: m3_de, fr: m3_fr, es: m3_es, it: m3_it, ja: m3_ja, zh: m3_zh } },
  { file: 'client/components/form-kit/form-strings.ts', en: m4, translations: { de: m4_de, fr: m4_fr, es: m4_es, it: m4_it, ja: m4_ja, zh: m4_zh } },
  { file: 'client/components/form-kit/frame-strings.ts', en: m5, translations: { de: m5_de, fr: m5_fr, es: m5_es, it: m5_it, ja: m5_ja, zh: m5_zh } },
  { file: 'client/components/layout/footer-strings.ts', en: m6, translations: { de: m6_de, fr: m6_fr, es: m6_es, it: m6_it, ja: m6_ja, zh: m6_zh } },
  { file: 'client/components/layout/language-strings.ts', en: m7, translations: { de: m7_de, fr: m7_fr, es: m7_es, it: m7_it, ja: m7_ja, zh: m7_zh } },
  { file: 'client/components/layout/newsletter-strings.ts', en: m8, translations: { de: m8_de, fr: m8_fr, es: m8_es, it: m8_it, ja: m8_ja, zh: m8_zh } },
  { file: 'client/components/layout/strings.ts', en: m9, translations: { de: m9_de, fr: m9_fr, es: m9_es, it: m9_it, ja: m9_ja, zh: m9_zh } },
  { file: 'client/components/open-in-app-strings.ts', en: m10, translations: { de: m10_de, fr: m10_fr, es: m10_es, it: m10_it, ja: m10_ja, zh: m10_zh } },
  { file: 'client/components/paged-list-strings.ts', en: m11, translations: { de: m11_de, fr: m11_fr, es: m11_es, it: m11_it, ja: m11_ja, zh: m11_zh } },
  { file: 'client/components/search/strings.ts', en: m12, translations: { de: m12_de, fr: m12_fr, es: m12_es, it: m12_it, ja: m12_ja, zh: m12_zh } },
  { file: 'client/components/site-forms/help-form-strings.ts', en: m13, translations: { de: m13_de, fr: m13_fr, es: m13_es, it: m13_it, ja: m13_ja, zh: m13_zh } },
  { file: 'client/components/site-forms/promotion-form-strings.ts', en: m14, translations: { de: m14_de, fr: m14_fr, es: m14_es, it: m14_it, ja: m14_ja, zh: m14_zh } },
  { file: 'client/components/toast/toast-strings.ts', en: m15, translations: { de: m15_de, fr: m15_fr, es: m15_es, it: m15_it, ja: m15_ja, zh: m15_zh } },
  { file: 'client/routes/blog/blog-strings.ts', en: m16, translations: { de: m16_de, fr: m16_fr, es: m16_es, it: m16_it, ja: m16_ja, zh: m16_zh } },
  { file: 'client/routes/cms-pages/cms-page-strings.ts', en: m17, translations: { de: m17_de, fr: m17_fr, es: m17_es, it: m17_it, ja: m17_ja, zh: m17_zh } },
  { file: 'client/routes/download/download-strings.ts', en: m18, translations: { de: m18_de, fr: m18_fr, es: m18_es, it: m18_it, ja: m18_ja, zh: m18_zh } },
  { file: 'client/routes/help/help-faq-strings.ts', en: m19, translations: { de: m19_de, fr: m19_fr, es: m19_es, it: m19_it, ja: m19_ja, zh: m19_zh } },
  { file: 'client/routes/home/home-strings.ts', en: m20, translations: { de: m20_de, fr: m20_fr, es: m20_es, it: m20_it, ja: m20_ja, zh: m20_zh } },
  { file: 'client/routes/marketing/development-partnership-strings.ts', en: m21, translations: { de: m21_de, fr: m21_fr, es: m21_es, it: m21_it, ja: m21_ja, zh: m21_zh } },
  { file: 'client/routes/marketing/features-strings.ts', en: m22, translations: { de: m22_de, fr: m22_fr, es: m22_es, it: m22_it, ja: m22_ja, zh: m22_zh } },
  { file: 'client/routes/marketing/made-not-born-strings.ts', en: m23, translations: { de: m23_de, fr: m23_fr, es: m23_es, it: m23_it, ja: m23_ja, zh: m23_zh } },
  { file: 'client/routes/marketing/marketing-strings.ts', en: m24, translations: { de: m24_de, fr: m24_fr, es: m24_es, it: m24_it, ja: m24_ja, zh: m24_zh } },
  { file: 'client/routes/marketing/nkoda-22-fund-strings.ts', en: m25, translations: { de: m25_de, fr: m25_fr, es: m25_es, it: m25_it, ja: m25_ja, zh: m25_zh } },
  { file: 'client/routes/marketing/representation-project-strings.ts', en: m26, translations: { de: m26_de, fr: m26_fr, es: m26_es, it: m26_it, ja: m26_ja, zh: m26_zh } },
  { file: 'client/routes/marketing/what-is-nkoda-music-strings.ts', en: m27, translations: { de: m27_de, fr: m27_fr, es: m27_es, it: m27_it, ja: m27_ja, zh: m27_zh } },
  { file: 'client/routes/people/index-strings.ts', en: m28, translations: { de: m28_de, fr: m28_fr, es: m28_es, it: m28_it, ja: m28_ja, zh: m28_zh } },
  { file: 'client/routes/people/instrument-strings.ts', en: m29, translations: { de: m29_de, fr: m29_fr, es: m29_es, it: m29_it, ja: m29_ja, zh: m29_zh } },
  { file: 'client/routes/people/people-strings.ts', en: m30, translations: { de: m30_de, fr: m30_fr, es: m30_es, it: m30_it, ja: m30_ja, zh: m30_zh } },
  { file: 'client/routes/people/playlist-strings.ts', en: m31, translations: { de: m31_de, fr: m31_fr, es: m31_es, it: m31_it, ja: m31_ja, zh: m31_zh } },
  { file: 'client/routes/people/publisher-strings.ts', en: m32, translations: { de: m32_de, fr: m32_fr, es: m32_es, it: m32_it, ja: m32_ja, zh: m32_zh } },
  { file: 'client/routes/search/checkout-strings.ts', en: m33, translations: { de: m33_de, fr: m33_fr, es: m33_es, it: m33_it, ja: m33_ja, zh: m33_zh } },
  { file: 'client/routes/search/institutions-strings.ts', en: m34, translations: { de: m34_de, fr: m34_fr, es: m34_es, it: m34_it, ja: m34_ja, zh: m34_zh } },
  { file: 'client/routes/search/search-strings.ts', en: m35, translations: { de: m35_de, fr: m35_fr, es: m35_es, it: m35_it, ja: m35_ja, zh: m35_zh } },
  { file: 'client/routes/work/work-strings.ts', en: m36, translations: { de: m36_de, fr: m36_fr, es: m36_es, it: m36_it, ja: m36_ja, zh: m36_zh } },
  { file: 'shared/error-page-strings.ts', en: m37, translations: { de: m37_de, fr: m37_fr, es: m37_es, it: m37_it, ja: m37_ja, zh: m37_zh } },
  { file: 'shared/forms/form-messages-strings.ts', en: m38, translations: { de: m38_de, fr: m38_fr, es: m38_es, it: m38_it, ja: m38_ja, zh: m38_zh } },
  { file: 'shared/help-strings.ts', en: m39, translations: { de: m39_de, fr: m39_fr, es: m39_es, it: m39_it, ja: m39_ja, zh: m39_zh } },
  { file: 'shared/i18n/format-strings.ts', en: m40, translations: { de: m40_de, fr: m40_fr, es: m40_es, it: m40_it, ja: m40_ja, zh: m40_zh } },
  { file: 'shared/i18n/page-language.ts', en: m41, translations: { de: m41_de, fr: m41_fr, es: m41_es, it: m41_it, ja: m41_ja, zh: m41_zh } },
  { file: 'shared/spec-strings.ts', en: m42, translations: { de: m42_de, fr: m42_fr, es: m42_es, it: m42_it, ja: m42_ja, zh: m42_zh } },
];

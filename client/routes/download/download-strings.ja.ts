import type { Platform } from '../../../shared/device';
import type * as en from './download-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: 'アプリのダウンロード',
  heading: 'nkodaをダウンロード',
  eyebrow: 'アプリ',
  intro: 'パソコン、タブレット、スマートフォンで、nkodaライブラリのすべての楽譜を閲覧し、書き込み、演奏に使えます。ライブラリと書き込みはデバイス間で同期されます。',
  description: 'Mac、Windows、iPhone・iPad、Android向けのnkodaをダウンロードできます。ブラウザでもnkodaをご利用いただけます。',
  keywords: ['nkoda アプリ', 'ダウンロード', '楽譜アプリ', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'プラットフォーム別のアプリ',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone・iPad', Android: 'Android' },
  store: { Mac: 'macOS用インストーラー', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `${DOWNLOAD_TEXT.platformName[platform]}版をダウンロード`,
  version: (version: string) => `バージョン ${version}`,
  yourDevice: 'お使いのデバイス',
  webTitle: 'ダウンロード不要',
  webText: 'nkodaはWebブラウザでも、どのパソコンからでもご利用いただけます。',
  webLink: 'Webアプリを開く',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'Mac版nkoda',
  heading: 'Mac版nkodaをダウンロード',
  eyebrow: 'アプリ',
  intro: (version: string) => `macOS用nkodaアプリ、バージョン ${version}。インストーラーをダウンロードし、以下の手順に従ってください。`,
  description: (version: string) => `Mac用nkodaアプリ（バージョン ${version}）のダウンロード：動作環境とインストール手順。`,
  keywords: ['Mac版nkoda', 'macOS', 'ダウンロード', '楽譜アプリ'],
  button: (version: string) => `Mac版をダウンロード（${version}）`,
  fileNote: 'Appleシリコン搭載MacとIntel搭載Mac用のディスクイメージ（.dmg）です。',
  backToAll: 'すべてのプラットフォーム',
  requirements: {
    title: '動作環境',
    list: [
      'macOS 11 Big Sur以降',
      'AppleシリコンまたはIntelプロセッサ',
      '4 GBのメモリ',
      '1 GBの空きディスク容量（オフラインで保存する楽譜の分の容量が別途必要）',
      'サインインと楽譜のダウンロードのためのインターネット接続',
    ],
  },
  install: {
    title: 'インストール方法',
    steps: [
      '「ダウンロード」フォルダから、ダウンロードしたファイル（nkoda for Mac）を開きます。',
      '表示されたウィンドウで、nkodaのアイコンを「アプリケーション」フォルダにドラッグします。',
      '「アプリケーション」からnkodaを開きます。インターネットからダウンロードしたアプリを開くかどうかmacOSに確認された場合は、「開く」を選択します。',
      'nkodaアカウントでログインするか、新しくアカウントを作成して、楽譜を読み始めましょう。',
    ],
  },
};

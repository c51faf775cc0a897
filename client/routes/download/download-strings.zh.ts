import type * as en from './download-strings';
import type { Platform } from '../../../shared/device';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: '下载应用',
  heading: '下载 nkoda',
  eyebrow: '应用',
  intro: '在电脑、平板电脑或手机上阅读、批注并演奏整个 nkoda 乐谱库中的乐谱。您的乐谱库和批注在各设备间同步。',
  description: '下载适用于 Mac、Windows、iPhone 和 iPad 以及 Android 的 nkoda，或直接在浏览器中使用 nkoda。',
  keywords: ['nkoda 应用', '下载', '乐谱应用', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: '各平台应用',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone 和 iPad', Android: 'Android' },
  store: { Mac: 'macOS 安装程序', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `下载 ${DOWNLOAD_TEXT.platformName[platform]} 版`,
  version: (version: string) => `版本 ${version}`,
  yourDevice: '您的设备',
  webTitle: '无需下载',
  webText: 'nkoda 也可以在任何电脑的网页浏览器中使用。',
  webLink: '打开网页版',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'nkoda Mac 版',
  heading: '下载 nkoda Mac 版',
  eyebrow: '应用',
  intro: (version: string) => `适用于 macOS 的 nkoda 应用，版本 ${version}。请下载安装程序，然后按照以下步骤操作。`,
  description: (version: string) => `下载 nkoda Mac 版应用（版本 ${version}）：系统要求和安装步骤。`,
  keywords: ['nkoda Mac 版', 'macOS', '下载', '乐谱应用'],
  button: (version: string) => `下载 Mac 版（${version}）`,
  fileNote: '磁盘映像（.dmg），适用于搭载 Apple 芯片和 Intel 处理器的 Mac。',
  backToAll: '所有平台',
  requirements: {
    title: '系统要求',
    list: [
      'macOS 11 Big Sur 或更高版本',
      'Apple 芯片或 Intel 处理器',
      '4 GB 内存',
      '1 GB 可用磁盘空间，另需为离线保存的乐谱预留空间',
      '需要连接互联网以登录和下载乐谱',
    ],
  },
  install: {
    title: '安装方法',
    steps: [
      '从“下载”文件夹中打开下载的文件（nkoda for Mac）。',
      '在打开的窗口中，将 nkoda 图标拖到“应用程序”文件夹。',
      '从“应用程序”中打开 nkoda。如果 macOS 询问是否打开从互联网下载的应用，请选择“打开”。',
      '使用您的 nkoda 账户登录（或创建新账户），即可开始阅读。',
    ],
  },
};

import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description: 'La bibliothèque de partitions numériques\u00a0: des milliers d’éditions d’éditeurs à lire, annoter et jouer sur tous vos appareils.',
  keywords: ['partitions', 'partitions numériques', 'partitions en ligne', 'éditeurs de musique', 'éditions', 'bibliothèque musicale'],
  heading: 'Toutes les partitions dont vous avez besoin, dans une seule bibliothèque',
  lead: 'Lisez les éditions des plus grands éditeurs de musique du monde sur votre tablette, votre ordinateur ou votre téléphone. Annotez-les, partagez-les avec votre ensemble, et ne transportez plus jamais de sac de partitions papier.',
  startTrial: 'Commencer l’essai gratuit',
  browsePublishers: 'Parcourir les éditeurs',
  editionTotal: (formatted: string) => `${formatted} éditions dans la bibliothèque`,
  featuredPublishers: 'Éditeurs à la une',
  popular: 'Populaires dans la bibliothèque',
  appsTitle: 'Emportez votre bibliothèque partout',
  apps: 'nkoda fonctionne dans votre navigateur et en application sur iPad, iPhone, Android, Mac et Windows. Vos annotations vous suivent.',
  openWebApp: 'Ouvrir l’application web',
};

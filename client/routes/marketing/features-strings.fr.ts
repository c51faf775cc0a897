import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: 'Fonctionnalités',
  heading: 'Tout ce qu’il faut pour lire, annoter et jouer',
  eyebrow: 'Fonctionnalités',
  intro:
    'nkoda est conçu pour la façon dont les musiciens utilisent réellement leurs partitions\u00a0: en salle de travail, en cours, en répétition et sur scène.',
  description:
    'Fonctionnalités de nkoda\u00a0: lisez les éditions des éditeurs sur tous les écrans, annotez-les, créez des playlists, partagez vos annotations, travaillez hors ligne, sur iOS, Android, Windows, Mac et le web.',
  keywords: ['fonctionnalités nkoda', 'lecteur de partitions', 'annoter des partitions', 'playlists de partitions', 'partitions hors ligne'],
  sections: [
    {
      title: 'Lisez comme vous jouez',
      paragraphs: [
        'Tournez les pages d’un toucher, d’un glissement ou avec une pédale tourne-page. Les demi-pages affichent le haut de la page suivante avant la fin de celle-ci, et les grands écrans présentent deux pages côte à côte. Les éditions restent nettes à tous les niveaux de zoom.',
      ],
    },
    {
      title: 'Annotez',
      paragraphs: [
        'Écrivez sur la partition avec un stylo, un surligneur, du texte, des doigtés et des symboles musicaux. Organisez vos annotations en calques à afficher ou masquer\u00a0: l’édition de l’éditeur, en dessous, n’est jamais modifiée.',
      ],
    },
    {
      title: 'Une playlist pour chaque programme',
      paragraphs: [
        'Mettez dans l’ordre les pièces d’un récital, d’un office ou du programme d’un trimestre, et passez de l’une à l’autre sans chercher.',
      ],
    },
    {
      title: 'Partagez vos annotations',
      paragraphs: [
        'Envoyez vos annotations à un élève, à un pupitre ou à tout un ensemble. Elles s’ouvrent sur la même édition\u00a0: tout le monde répète à partir de la même page.',
      ],
    },
    {
      title: 'Fonctionne hors ligne',
      paragraphs: [
        'Téléchargez vos éditions avant de partir, puis lisez et annotez sans connexion. Vos modifications se synchronisent dès que vous êtes de nouveau en ligne.',
      ],
    },
    {
      title: 'Sur tous vos appareils',
      paragraphs: [
        'Utilisez les applications pour iOS, Android, Windows et Mac, ou l’application web dans votre navigateur. Votre bibliothèque, vos playlists et vos annotations vous suivent d’un appareil à l’autre.',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: 'Essayez avec votre propre musique',
  text: 'Commencez un essai gratuit et ouvrez les éditions sur lesquelles vous travaillez aujourd’hui.',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: 'Ouvrir l’application web',
};

import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'I nostri progetti',
  intro:
    'Collaboriamo con editori e istituzioni per portare più musica nella biblioteca digitale, a condizioni eque per chi la scrive, la cura e la pubblica.',
  description:
    'Diventa partner di nkoda: digitalizza il tuo catalogo, ricevi royalty eque dagli abbonamenti e consulta report chiari sull’utilizzo delle tue edizioni.',
  keywords: ['partnership editoriale', 'digitalizzare catalogo musicale', 'royalty spartiti', 'nkoda per editori'],
  sections: [
    {
      title: 'Per gli editori',
      points: [
        { title: 'Digitalizzazione del catalogo', text: 'Prepariamo edizioni digitali a partire dai tuoi file di stampa o dalle scansioni e le verifichiamo rispetto all’originale. Nulla compare nella biblioteca finché non l’hai approvato.' },
        { title: 'Royalty eque', text: 'Gli editori vengono pagati con i ricavi degli abbonamenti in base a quanto vengono usate le loro edizioni, con tariffe stabilite in un unico contratto, uguale per tutti gli editori.' },
        { title: 'Report chiari', text: 'Report periodici mostrano quali delle tue edizioni sono state aperte, quanto spesso e in quali paesi, pronti da usare per la tua contabilità e i rendiconti delle royalty.' },
      ],
    },
    {
      title: 'Per le istituzioni',
      paragraphs: [
        'Conservatori, biblioteche ed ensemble possono collaborare con noi per rendere le proprie edizioni e i materiali d’archivio disponibili ai loro membri e, con il consenso dei titolari dei diritti, a tutti gli abbonati nkoda.',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: 'Editori già presenti nella biblioteca',
  intro: 'Alcuni degli editori le cui edizioni sono già lette oggi dagli abbonati nkoda.',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: 'Parlaci di una partnership',
  text: 'Raccontaci del tuo catalogo o della tua collezione: il nostro team partnership ti risponderà spiegandoti come potremmo collaborare.',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: 'Contatta il nostro team partnership',
};

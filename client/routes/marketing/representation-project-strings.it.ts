import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'Il Representation Project',
  heading: 'Il Representation Project',
  eyebrow: 'I nostri progetti',
  intro:
    'La musica che suoniamo plasma l’idea che abbiamo di ciò che la musica può essere. Il Representation Project amplia il repertorio della biblioteca pubblicando e promuovendo la musica di compositori e compositrici che ne sono stati troppo spesso esclusi.',
  description:
    'Il Representation Project porta nella biblioteca nkoda la musica di compositori sottorappresentati: come vengono scelte, preparate e commissionate le edizioni.',
  keywords: ['representation project', 'compositori sottorappresentati', 'repertorio inclusivo', 'compositrici', 'nuove edizioni'],
  sections: [
    {
      title: 'Perché è importante',
      paragraphs: [
        'I programmi dei concerti, i programmi d’esame e le antologie didattiche attingono da tempo a un elenco ristretto di compositori. Compositrici, compositori di colore e compositori di molte parti del mondo hanno scritto musica di grande valore che raramente è arrivata alla stampa, o che è presto uscita di catalogo.',
        'La musica difficile da trovare è difficile da insegnare, da programmare e da suonare. Rendere facilmente accessibili buone edizioni è il modo in cui una biblioteca può aiutare.',
      ],
    },
    {
      title: 'Come vengono scelte le edizioni',
      list: [
        'Musicologi, interpreti e insegnanti che conoscono il repertorio propongono le opere da prendere in considerazione.',
        'Gli editori ci segnalano le edizioni già presenti nei loro cataloghi, così possiamo valorizzarle.',
        'Dove non esiste un’edizione affidabile, un editore partner ne prepara una a partire dalle fonti, con un curatore esperto.',
        'Ogni edizione entra nella biblioteca alle stesse condizioni delle altre, e il suo editore e i titolari dei diritti vengono pagati allo stesso modo.',
      ],
    },
    {
      title: 'Commissionare nuova musica',
      paragraphs: [
        'Accanto alla musica del passato, commissioniamo nuovi brani a compositori viventi le cui voci sono sottorappresentate, molti dei quali scritti per chi studia, perché la nuova musica raggiunga il repertorio didattico oltre che le sale da concerto.',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: 'Esplora la musica',
  text: 'Scopri i compositori presenti nella biblioteca, oppure leggi del nostro lavoro con compositori e interpreti all’inizio della carriera.',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: 'Scopri i compositori',
  madeNotBorn: 'Scopri Made not born',
};

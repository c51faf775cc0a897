import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: 'Note legali',
  intro: 'I termini che si applicano quando usi nkoda e il modo in cui trattiamo i tuoi dati.',
  description:
    'Informativa sulla privacy, contratto di licenza, termini e altre informazioni legali della biblioteca di spartiti nkoda.',
  keywords: ['informativa sulla privacy', 'termini e condizioni', 'contratto di licenza', 'cookie', 'note legali nkoda'],
  lastUpdated: 'Ultimo aggiornamento:',
  listLabel: 'Pagine legali',
  none: 'Al momento non ci sono pagine legali da mostrare.',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: 'Domande frequenti',
  crumb: 'FAQ',
  intro: 'Le risposte alle domande che ci vengono poste più spesso. Scegli una domanda per leggerne la risposta.',
  description:
    'Risposte alle domande più comuni su nkoda: abbonamenti, app, uso offline, annotazioni e accesso per le istituzioni.',
  listLabel: 'Domande',
  keywords: ['FAQ', 'domande frequenti', 'abbonamenti', 'app per spartiti'],
  none: 'Al momento non ci sono domande da mostrare.',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: 'Spazi di apprendimento',
  intro: 'Workshop, masterclass e webinar per interpreti, insegnanti e studenti, in presenza e online.',
  description:
    'Spazi di apprendimento: workshop, masterclass e webinar di nkoda per interpreti, insegnanti e studenti.',
  keywords: ['workshop musicali', 'masterclass', 'webinar', 'didattica musicale'],
  featured: 'Eventi in evidenza',
  upcoming: 'Prossimi eventi',
  past: 'Eventi passati',
  noUpcoming: 'Al momento non ci sono eventi in programma. Dai un’occhiata ai nostri eventi passati qui sotto e torna a trovarci presto.',
  eyebrow: 'Evento',
  when: 'Quando',
  where: 'Dove',
  ukTime: '(ora del Regno Unito)',
  to: '–',
  register: 'Manifesta il tuo interesse',
  registrationClosed: 'Questo evento si è già svolto, quindi le iscrizioni sono chiuse.',
  seeUpcoming: 'Vedi i prossimi eventi',
};

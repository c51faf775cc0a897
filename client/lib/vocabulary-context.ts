import { createContext } from 'react';
import type { Vocabulary } from '../components/catalogue-vocabulary';

/**
 * The catalogue vocabulary of the render (components/catalogue-vocabulary.ts `vocabularyOf`),
 * given by the worker, which renders every language. Apart from it so the providers around every
 * page carry no vocabulary code: the browser's pages find theirs in the module itself.
 */
export const VocabularyContext = createContext<Vocabulary | null>(null);

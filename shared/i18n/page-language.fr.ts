import type { PAGE_LANGUAGE as English } from './page-language';

export const PAGE_LANGUAGE: typeof English = { code: 'fr' };

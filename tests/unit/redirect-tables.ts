import { readdirSync, readFileSync } from 'node:fs';

/** The redirect tables (`*.tsv`) of a folder, in name order, as the build reads them. */
export const tablesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.tsv'))
    .sort()
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, 'utf8') }));

// Writes a synthetic export of the old site's addresses drawn from the demo catalogue
// (demo-upstream/src/legacy-export.ts), to measure or try npm run redirects:import (decision 047):
//   node redirects/legacy-export-sample.mjs FILE [--rows 100000] [--editions 20000] [--scale 334] [--names]
// --scale must match the demo site the import checks against (SCALE=334 npm run redirects:import ...).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadTs } from '../scripts/lib/load-ts.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string', default: '100000' },
    editions: { type: 'string', default: '20000' },
    scale: { type: 'string', default: '334' },
    names: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('usage: node redirects/legacy-export-sample.mjs FILE [--rows N] [--editions N] [--scale N] [--names]');
  process.exit(2);
}
const { legacyExport } = await loadTs('demo-upstream/src/legacy-export.ts');
const { text, rows } = legacyExport({ rows: Number(values.rows), editions: Number(values.editions), scale: Number(values.scale), names: values.names });
writeFileSync(positionals[0], text);
console.log(`${positionals[0]}: ${rows.length} rows, ${new Set(rows.map(([, to]) => to)).size} distinct targets (SCALE=${values.scale})`);

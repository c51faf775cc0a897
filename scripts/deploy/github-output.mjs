// A step's outputs for the workflow's later steps (GitHub Actions reads NAME=value lines from
// the file GITHUB_OUTPUT names), printed as well so a run's log shows them; outside Actions, printed only.
import { appendFileSync } from 'node:fs';

export function setOutputs(outputs) {
  const lines = Object.entries(outputs).map(([name, value]) => {
    if (/[\r\n]/.test(value)) throw new Error(`output ${name} holds a line break`);
    return `${name}=${value}`;
  });
  for (const line of lines) console.log(line);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${lines.join('\n')}\n`);
}

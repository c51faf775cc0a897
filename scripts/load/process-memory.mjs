// Memory of the workerd process that runs a site's worker (started by
// scripts/bench/bench-servers.mjs), read from /proc (Linux). wrangler dev starts two workerd
// processes in the site's process group: one for its own proxy (the port visitors connect to;
// it relays every request and holds wrangler's inspector proxy) and one that runs the worker
// itself, the only one started with an inspector address. The latter is measured.
import { readdirSync, readFileSync } from 'node:fs';

/** The pid of the workerd running the worker in process group `group`; throws when there is none. */
export function workerdPid(group) {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    let args;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // The process ended while we looked.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after its closing bracket.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (comm === 'workerd' && Number(pgrp) === group) found.push({ pid: Number(name), runsWorker: args.some((arg) => arg.startsWith('--inspector-addr')) });
  }
  const worker = found.find((process) => process.runsWorker) ?? (found.length === 1 ? found[0] : undefined);
  if (!worker) throw new Error(`no workerd running the worker in process group ${group} (${found.length} workerd found)`);
  return worker.pid;
}

/** Resident memory now (VmRSS), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rssMb: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024 };
}

// Memory of the workerd process that serves a site started by scripts/bench/bench-servers.mjs,
// read from /proc (Linux): wrangler dev runs workerd as a child in the site's process group.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The pid of the workerd process in process group `group`; throws when there is none. */
export function workerdPid(group) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // The process ended while we looked.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces, so split after its closing bracket.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (comm === 'workerd' && Number(pgrp) === group) return Number(name);
  }
  throw new Error(`no workerd process in process group ${group}`);
}

/** Resident memory now (VmRSS) and its peak since start or the last resetPeak (VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Sets the peak (VmHWM) back to the current RSS (Linux clear_refs "5"); false when not allowed. */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// The production build, as npm run build makes it: the checked redirect table, then the client
// in every language. Its command is spawned here rather than through buildClient(), whose
// spawnSync blocks the event loop: the bench could then neither time the build out nor stop it
// on Ctrl-C.
import { spawn } from 'node:child_process';
import { compileRedirects } from '../../redirects/compile-redirects.mjs';
import { buildClientCommand, writeLanguageManifests } from '../../build/build-client.mjs';
import { killGroup, track } from './processes.mjs';

export async function productionBuild(signal) {
  if (!(await compileRedirects())) throw new Error('the redirect table was rejected');
  const { command, args, env } = buildClientCommand();
  const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
  const stop = track({ name: 'vite build', group: () => child.pid, stop: async () => killGroup(child.pid, 'SIGTERM') });
  signal.addEventListener('abort', stop, { once: true });
  const [code, how] = await new Promise((resolve) => {
    child.once('exit', (exitCode, signalName) => resolve([exitCode, signalName]));
    child.once('error', (error) => resolve([null, error.message]));
  });
  signal.removeEventListener('abort', stop);
  await stop();
  if (code !== 0) throw new Error(`vite build exited with ${how ?? code}`);
  writeLanguageManifests();
  return true;
}

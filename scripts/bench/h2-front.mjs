// The site as the edge serves it: Cloudflare answers browsers over TLS and HTTP/2 (one connection,
// every request multiplexed on it), where `wrangler dev` speaks plain HTTP/1.1, on which a
// browser opens at most six connections to a host and queues the rest. A first visit on a slow
// link is measured through this front, so the figures are those of the protocol visitors get;
// the same page straight from wrangler (HTTP/1.1) is measured beside it.
//
// A TLS + HTTP/2 reverse proxy on loopback with node:http2 (allowHTTP1, so an HTTP/1.1 client
// still gets an answer), its certificate self-signed at start by the openssl CLI into a temporary
// directory (no npm package needed). Chromium is told to trust its key by the key's hash
// (`--ignore-certificate-errors-spki-list`, see spkiHash): trusted so, the certificate has no
// error, and Chromium's HTTP cache keeps what comes over it, as it keeps what the edge sends. A
// page let through with a certificate error instead (Playwright's `ignoreHTTPSErrors`) is
// answered, but Chromium stores nothing it fetched in its HTTP cache: a second document of the
// same visit finds only what its renderer still holds in memory. Every request is forwarded
// as it came (method, path, headers but the hop-by-hop and HTTP/2 pseudo ones, body) to the
// site on loopback, and the answer streamed back as it arrives, so a streamed page stays streamed.
//
// It runs as a process of its own, started detached like the servers (its own process group),
// so that it competes with the browser for the CPU as an edge would not take the bench's own
// event loop, and so that every way out of a run stops it (processes.mjs).
//
//   node scripts/bench/h2-front.mjs --target http://127.0.0.1:8950 --port 8952
//   prints "h2-front ready https://127.0.0.1:8952 --ignore-certificate-errors-spki-list=<hash>"
//   once it listens (the switch a browser that loads pages from it is started with).
import { spawn, execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from './processes.mjs';

/** Headers that describe one connection, not the message: never forwarded either way (RFC 9110 7.6.1, RFC 9113 8.2.2). */
/** An answer open this long is reported on stderr as stalled (the bench's loads take a few seconds). */
const STALLED_MS = 10_000;
/** How long a GET waits for the site's first byte before it is asked again (a page's first byte takes well under a second here). */
const NO_ANSWER_MS = 5_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authenticate',
  'proxy-authorization',
  'http2-settings',
  'host',
]);

/** `headers` without pseudo headers (`:path`), hop-by-hop ones and those the Connection header names. */
function forwardable(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && !named.has(name)));
}

/** A key and a self-signed certificate for 127.0.0.1 and localhost, valid for a day; the directory is the caller's to remove. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  // An EC key: generated in milliseconds, where RSA 2048 takes a noticeable part of a second.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { dir, key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names a key
 * it trusts: the SHA-256 of its SubjectPublicKeyInfo (DER), in base64.
 */
function spkiHash(cert) {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Serves `target` (an http:// origin on loopback) over TLS + HTTP/2 on `port` until the process
 * ends. The upstream connections are kept alive and unbounded in number: the front must not add a
 * queue of its own in front of wrangler, which then sees what it sees from an edge's many
 * connections.
 */
export function serveFront({ target, port, host = '127.0.0.1' }) {
  const { dir, key, cert } = selfSignedCertificate();
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const origin = new URL(target);
  // Answers still open, to name one that stalls (a sample whose page never hydrated was waiting
  // for a script): where it stopped, at the upstream or on the way to the browser.
  const open = new Map();
  const watch = setInterval(() => {
    for (const [entry, since] of open) {
      if (Date.now() - since < STALLED_MS) continue;
      open.delete(entry);
      const where = `upstream ${entry.upstream}, ${entry.bytes} bytes passed`;
      const answer = entry.response.writableFinished ? 'answer finished' : 'answer unfinished';
      const stream = entry.response.stream?.state ? JSON.stringify(entry.response.stream.state) : '-';
      process.stderr.write(`h2-front: ${entry.method} ${entry.path} open ${STALLED_MS / 1000} s: ${where}, ${answer}, stream ${stream}\n`);
    }
  }, 1000);
  watch.unref();
  // The site reads its own origin from its request's address, which wrangler dev gives as http:
  // a page's post through this front names https://<authority> as its Origin (and Referer), which
  // the site would refuse as another site's. At the edge both are https; here both become http.
  const sameSite = (headers, authority) => {
    const own = `https://${authority}`;
    const local = (value) =>
      typeof value === 'string' && (value === own || value.startsWith(`${own}/`)) ? `http://${authority}${value.slice(own.length)}` : value;
    return Object.fromEntries(['origin', 'referer'].filter((name) => headers[name] !== undefined).map((name) => [name, local(headers[name])]));
  };
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const entry = { method: request.method, path: request.url, upstream: 'no answer yet', bytes: 0, response };
    open.set(entry, Date.now());
    response.on('finish', () => open.delete(entry));
    response.on('close', () => open.delete(entry));
    const authority = request.headers[':authority'] ?? request.headers.host ?? `${host}:${port}`;
    const options = {
      hostname: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.url,
      // The visitor's own host stays the Host, as at the edge; the scheme the visitor used is told the usual way.
      headers: { ...forwardable(request.headers), ...sameSite(request.headers, authority), host: authority, 'x-forwarded-proto': 'https' },
    };
    // wrangler dev now and then leaves a request of many concurrent ones unanswered (no byte in
    // 10 s, seen on scripts three times in ~300 page loads, never over HTTP/1.1 straight from
    // Chromium, which opens at most six connections). The page then never hydrates: a hang of the
    // local tooling, not of the site. A GET or HEAD (no body to send again) that has had no
    // answer in NO_ANSWER_MS is asked again once, on a new connection, and said so on stderr;
    // the wait stays in that sample's figures.
    const retriable = request.method === 'GET' || request.method === 'HEAD';
    let outgoing;
    const send = (attempt) => {
      outgoing = http.request({ ...options, agent: attempt === 1 ? agent : false }, (answer) => {
        clearTimeout(noAnswer);
        entry.upstream = `${answer.statusCode}, body ${answer.complete ? 'complete' : 'streaming'}${attempt > 1 ? ' (asked twice)' : ''}`;
        answer.on('data', (chunk) => (entry.bytes += chunk.length));
        answer.on('end', () => (entry.upstream = `${answer.statusCode}, body complete${attempt > 1 ? ' (asked twice)' : ''}`));
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      });
      const noAnswer =
        retriable && attempt === 1
          ? setTimeout(() => {
              if (response.headersSent || response.closed) return;
              process.stderr.write(
                `h2-front: ${request.method} ${request.url} had no answer from the site in ${NO_ANSWER_MS / 1000} s; asked again on a new connection\n`,
              );
              const stuck = outgoing;
              stuck.removeAllListeners('error');
              stuck.on('error', () => {});
              stuck.destroy();
              send(2);
            }, NO_ANSWER_MS)
          : null;
      outgoing.on('error', (error) => {
        clearTimeout(noAnswer);
        if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`h2-front: ${error.message}\n`);
        } else response.destroy(error);
      });
      if (retriable) outgoing.end();
      else request.pipe(outgoing);
    };
    send(1);
    // A visitor that went away mid-answer (a closed browser context) ends the upstream request
    // too. Only then: after a complete answer the upstream socket is back in the agent's pool,
    // perhaps already carrying another request, and destroying it would cut that one.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
  });
  // TLS and protocol errors of one connection (a browser closed mid-handshake) are not the front's.
  server.on('sessionError', () => {});
  server.on('tlsClientError', () => {});
  const removeCertificate = () => rmSync(dir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      removeCertificate();
      reject(error);
    });
    server.listen(port, host, () => {
      // The certificate is in memory now: its files are not needed and are not left behind.
      removeCertificate();
      // `browserArgs`: the Chromium switch that trusts this certificate. Port 0 takes a free one.
      resolve({
        url: `https://${host}:${server.address().port}`,
        browserArgs: [`--ignore-certificate-errors-spki-list=${spkiHash(cert)}`],
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * Starts the front as a detached child process (a process group of its own), registered from
 * its spawn so that any way out of the run stops it; resolves once it listens, with its address
 * and `browserArgs`, the Chromium switch that trusts its certificate (a browser that is to load
 * pages from it is started with them).
 */
export async function startH2Front({ target, port, timeoutMs = 15_000 }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--target', target, '--port', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = track({
    name: `h2-front:${port}`,
    group: () => child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await gone;
    },
  });
  try {
    const { url, browserArgs } = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`h2-front on ${port}: not listening within ${timeoutMs} ms`)), timeoutMs);
      let seen = '';
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        const ready = seen.match(/h2-front ready (\S+) (--ignore-certificate-errors-spki-list=\S+)/);
        if (ready) {
          clearTimeout(timer);
          resolve({ url: ready[1], browserArgs: [ready[2]] });
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`h2-front on ${port} exited with ${code} before listening`));
      });
    });
    child.stdout.resume();
    return { url, browserArgs, processGroup: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Run as a process: `--target <origin> --port <n>`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const target = option('target');
  const port = Number(option('port'));
  if (!target || !port) {
    console.error('usage: node scripts/bench/h2-front.mjs --target http://127.0.0.1:PORT --port PORT');
    process.exit(2);
  }
  const front = await serveFront({ target, port });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // Open HTTP/2 sessions would keep close() waiting: the process just ends.
      process.exit(0);
    });
  }
  console.log(`h2-front ready ${front.url} ${front.browserArgs.join(' ')}`);
}

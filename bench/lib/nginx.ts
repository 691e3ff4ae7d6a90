import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One saved answer: its bytes, served by nginx at `/<name>` with the product's type and encoding. */
export interface SavedAnswer {
  name: string;
  bytes: Buffer;
  contentType: string;
  contentEncoding?: string;
}

export interface RunningNginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * nginx (Debian's nginx-light: no gzip_static or brotli_static) serving saved copies of the
 * product's answers from disk with sendfile: each file at an exact location with its Content-Type
 * and, for a compressed copy, a Content-Encoding header. One worker, as the product is one process.
 */
export async function startNginx(port: number, answers: readonly SavedAnswer[]): Promise<RunningNginx> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'h3-nginx-'));
  chmodSync(root, 0o755); // nginx's worker runs as an unprivileged user
  const www = path.join(root, 'www');
  mkdirSync(www);
  const locations = answers.map((answer) => {
    writeFileSync(path.join(www, answer.name), answer.bytes);
    const encoding = answer.contentEncoding
      ? `add_header Content-Encoding ${answer.contentEncoding}; add_header Vary Accept-Encoding;`
      : '';
    return `location = /${answer.name} { types { } default_type "${answer.contentType}"; ${encoding} }`;
  });
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; error_log ${root}/error.log warn; pid ${root}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off; sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_requests 1000000;
  server { listen 127.0.0.1:${port}; root ${www}; etag on;
    ${locations.join('\n    ')}
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', root], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (see ${root}/error.log)`);
    const ok = await fetch(`${url}/${answers[0]?.name ?? ''}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      return {
        url,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => {
              rmSync(root, { recursive: true, force: true });
              resolve();
            });
            child.kill('SIGQUIT');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('nginx did not answer');
}

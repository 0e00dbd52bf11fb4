// Runs Debian's nginx (not the system service) on a port with the repository's site config for a build: its own
// prefix, pid file and logs in a temp folder, in the foreground. CSP violation reports, when asked for, are
// logged one JSON body a line to `reportsFile`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_MODULE, renderSite } from '../../deploy/render-nginx.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const HOW_TO_GET_NGINX =
  'nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH).';
export const CSP_REPORT_PATH = '/__csp-report';

/** Writes the config; returns the command that runs nginx in the foreground. */
export function prepareNginx({ root, port, reportsFile }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'wallet-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir));
  // Started as root, nginx's workers run as nobody: they must read the config folder and write temp files.
  chmodSync(prefix, 0o755);
  chmodSync(path.join(prefix, 'tmp'), 0o777);
  const headersFile = path.join(prefix, 'security-headers.conf');
  const assetHeadersFile = path.join(prefix, 'asset-headers.conf');
  const reports = reportsFile
    ? `
    location = ${CSP_REPORT_PATH} {
        access_log ${path.resolve(reportsFile)} csp_report;
        client_body_buffer_size 64k;
        proxy_pass http://127.0.0.1:${port}/__csp-sink;
    }
    location = /__csp-sink {
        access_log off;
        return 204;
    }`
    : '';
  const { site, headers, assetHeaders } = renderSite({
    root,
    port: `127.0.0.1:${port}`, // tests listen on the loopback interface only
    headersFile,
    assetHeadersFile,
    cspReportUri: reportsFile ? CSP_REPORT_PATH : undefined,
    extra: reports,
  });
  writeFileSync(headersFile, headers);
  writeFileSync(assetHeadersFile, assetHeaders);
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    // Started as root (CI, containers), nginx hands requests to an unprivileged worker that cannot read a checkout
    // in a private folder (mktemp's 0700): the worker runs as the same user instead.
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    log_format csp_report escape=json '$request_body';
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    include ${prefix}/site.conf;
}
`,
  );
  return { command: NGINX, args: ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], prefix };
}

/** Starts nginx for `root` on `port`, waits until it answers; `stop()` ends it. */
export async function startNginx(options) {
  if (!existsSync(NGINX)) throw new Error(HOW_TO_GET_NGINX);
  const { command, args, prefix } = prepareNginx(options);
  const test = spawnSync(command, [...args.slice(0, 4), '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the config:\n${test.stderr}`);
  const server = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    // Exited at once (the port is taken): never test against whatever else answers there.
    if (server.exitCode !== null) throw new Error(`nginx exited (${server.exitCode}): is port ${options.port} in use?`);
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    prefix,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGQUIT');
      }),
  };
}

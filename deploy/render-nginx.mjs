#!/usr/bin/env node
// Renders the nginx site for a build: `node deploy/render-nginx.mjs --root /srv/wallet/dist --port 8080
// --out /etc/nginx/sites-enabled/wallet.conf`. Writes two header snippets beside the site file: a document's (with
// the CSP the build made for its own configuration) and the build's scripts', stylesheets' and fonts'. Also used by
// the tests (scripts/lib/nginx.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assetHeaders, nginxHeaderLines, securityHeaders } from './security-headers.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The site's server block and its two header snippets for the build in `root`. `cspReportUri` adds report-uri. */
export function renderSite({ root, port, headersFile, assetHeadersFile, cspReportUri, extra = '' }) {
  const cspFile = path.join(root, '.deploy', 'content-security-policy.txt');
  if (!existsSync(cspFile)) throw new Error(`${cspFile} is missing: build with \`vite build\` first.`);
  const csp = readFileSync(cspFile, 'utf8').trim() + (cspReportUri ? `; report-uri ${cspReportUri}` : '');
  const site = readFileSync(path.join(HERE, 'nginx', 'wallet.conf.template'), 'utf8')
    .replaceAll('{{ROOT}}', path.resolve(root))
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{HEADERS}}', headersFile)
    .replaceAll('{{ASSET_HEADERS}}', assetHeadersFile)
    .replaceAll('{{BROTLI}}', existsSync(BROTLI_MODULE) ? 'brotli_static on;' : '# brotli_static: module not installed')
    .replaceAll('{{EXTRA}}', extra);
  return {
    site,
    headers: `${nginxHeaderLines(securityHeaders(csp))}\n`,
    assetHeaders: `${nginxHeaderLines(assetHeaders())}\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { root: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8080' }, out: { type: 'string' } },
  });
  const out = values.out ?? 'wallet.conf';
  const headersFile = path.resolve(path.dirname(out), 'wallet-security-headers.conf');
  const assetHeadersFile = path.resolve(path.dirname(out), 'wallet-asset-headers.conf');
  const { site, headers, assetHeaders } = renderSite({
    root: values.root,
    port: Number(values.port),
    headersFile,
    assetHeadersFile,
  });
  writeFileSync(out, site);
  writeFileSync(headersFile, headers);
  writeFileSync(assetHeadersFile, assetHeaders);
  console.info(
    `Wrote ${out}, ${headersFile} and ${assetHeadersFile}${existsSync(BROTLI_MODULE) ? '' : ' (brotli_static module not installed: gzip only)'}`,
  );
}

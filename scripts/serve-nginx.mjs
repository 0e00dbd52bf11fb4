#!/usr/bin/env node
// Serves a build with nginx and the repository's site config until stopped (Playwright's web server for the
// production-like E2E run): `node scripts/serve-nginx.mjs --root dist --port 4173 [--csp-reports file]`.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HOW_TO_GET_NGINX, NGINX, prepareNginx } from './lib/nginx.mjs';

const { values } = parseArgs({
  options: { root: { type: 'string', default: 'dist' }, port: { type: 'string' }, 'csp-reports': { type: 'string' } },
});
if (!existsSync(NGINX)) {
  console.error(HOW_TO_GET_NGINX);
  process.exit(1);
}
if (values['csp-reports']) rmSync(values['csp-reports'], { force: true });
const { command, args } = prepareNginx({ root: values.root, port: Number(values.port), reportsFile: values['csp-reports'] });
const server = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGQUIT'));
server.on('exit', (code) => process.exit(code ?? 0));

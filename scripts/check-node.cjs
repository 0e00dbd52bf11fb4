// Runs first in `npm test`, under whatever Node is on PATH: plain CommonJS that any Node can parse.
var required = require('../package.json').engines.node; // ">=22.12"
var match = /(\d+)\.(\d+)/.exec(required);
var want = [Number(match[1]), Number(match[2])];
var have = process.versions.node.split('.').map(Number);
if (have[0] < want[0] || (have[0] === want[0] && have[1] < want[1])) {
  console.error(
    'This project needs Node ' + required + ' (Node 24 LTS recommended, see .nvmrc); this is Node ' + process.versions.node + '.',
  );
  process.exit(1);
}

// Vite's preload helper (vite/dist/node/chunks/node.js, `preload`) runs before every lazily imported chunk: it adds
// a <link> to the page for each stylesheet and chunk that one needs. The build patches it twice (delivery-plugin.ts):
// the stylesheets it adds carry Subresource Integrity, and its links are added a few per task.

/** The helper's module id in the build. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** Where the helper has made a stylesheet's link and named its file, before adding it to the page. */
const HELPER_LINK_HREF = 'link.href = dep.href;';
/** Where the helper adds a link to the page. */
const HELPER_APPEND = 'document.head.appendChild(link);';

/**
 * Links the helper adds in one task at most. Each one starts a request: 0.1–3 ms of the main thread on a desktop
 * during a load, four times that on the slow phone Lighthouse simulates. The screens a signed-in tab loads ahead
 * (sign-in, the idle warning, the drawer) named two dozen in a few tasks, long tasks of their own (ADR 0025).
 */
export const LINKS_PER_TASK = 3;

/**
 * The helper with Subresource Integrity on the stylesheets it adds: their digests are read from the page's import
 * map, which lists every file of the build (the browser applies it to module scripts only). A lazily loaded
 * stylesheet changed on the server is then refused like a chunk, and the import fails.
 */
export function withStylesheetIntegrity(helper: string): string {
  if (!helper.includes(HELPER_LINK_HREF))
    throw new Error(`Vite's preload helper no longer sets "${HELPER_LINK_HREF}": stylesheets would load without integrity.`);
  const lookup = `let stylesheetDigests;
function stylesheetIntegrity(path) {
  if (stylesheetDigests === undefined) {
    try {
      stylesheetDigests = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent || '{}').integrity || {};
    } catch {
      stylesheetDigests = {};
    }
  }
  return stylesheetDigests[path];
}
`;
  return (
    lookup +
    helper.replace(
      HELPER_LINK_HREF,
      `${HELPER_LINK_HREF} if (isCss) { const digest = stylesheetIntegrity(dep.pathname); if (digest) link.integrity = digest; }`,
    )
  );
}

/**
 * The helper adding its links at most LINKS_PER_TASK per task, the rest in the tasks that follow, in order. An
 * import still waits for its stylesheets' `load` (the helper listens on the link before it is added); its chunks'
 * preloads only start their downloads early, which the browser does anyway once the chunk names them.
 */
export function withLinksAFewPerTask(helper: string): string {
  if (helper.split(HELPER_APPEND).length !== 2)
    throw new Error(
      `Vite's preload helper no longer adds its links with "${HELPER_APPEND}" (once): they would all go in one task.`,
    );
  const queue = `const queuedLinks = [];
let linksThisTask = 0;
let linkTaskChannel;
function addQueuedLinks() {
  while (queuedLinks.length > 0 && linksThisTask < ${LINKS_PER_TASK}) {
    document.head.appendChild(queuedLinks.shift());
    linksThisTask++;
  }
  if (linkTaskChannel !== undefined || linksThisTask === 0) return;
  linkTaskChannel = new MessageChannel();
  linkTaskChannel.port1.onmessage = () => {
    linkTaskChannel.port1.close();
    linkTaskChannel = undefined;
    linksThisTask = 0;
    addQueuedLinks();
  };
  linkTaskChannel.port2.postMessage(null);
}
function addLinkSoon(link) {
  queuedLinks.push(link);
  addQueuedLinks();
}
`;
  return queue + helper.replace(HELPER_APPEND, 'addLinkSoon(link);');
}

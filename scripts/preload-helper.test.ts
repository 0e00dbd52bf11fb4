import { describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, withLinksAFewPerTask, withStylesheetIntegrity } from '../deploy/preload-helper.ts';

describe('Subresource Integrity on the stylesheets Vite’s preload helper adds', () => {
  // The helper's lines around the link it makes (vite/dist/node/chunks/node.js, `preload`).
  const HELPER = `function addLink(dep, isCss) {
    const link = document.createElement("link");
    link.rel = isCss ? "stylesheet" : "modulepreload";
    link.crossOrigin = "";
    link.href = dep.href;
    return link;
  }
  return addLink;`;

  function helperWith(importMap: unknown) {
    const attributes = new Map<string, string>();
    const documentStub = {
      querySelector: (selector: string) =>
        selector === 'script[type="importmap"]' ? { textContent: JSON.stringify(importMap) } : null,
      createElement: () => ({ ...Object.fromEntries(attributes) }) as Record<string, string>,
    };
    const make = new Function('document', withStylesheetIntegrity(HELPER)) as (
      doc: typeof documentStub,
    ) => (dep: URL, isCss: boolean) => Record<string, string>;
    return make(documentStub);
  }

  it('gives a stylesheet the digest the page’s import map lists for it', () => {
    const addLink = helperWith({ integrity: { '/assets/Field-1.css': 'sha384-abc', '/assets/app-1.js': 'sha384-js' } });
    expect(addLink(new URL('https://wallet.example/assets/Field-1.css'), true).integrity).toBe('sha384-abc');
  });

  it('leaves module preloads to the import map and unknown files as they are', () => {
    const addLink = helperWith({ integrity: { '/assets/app-1.js': 'sha384-js' } });
    expect(addLink(new URL('https://wallet.example/assets/app-1.js'), false).integrity).toBeUndefined();
    expect(addLink(new URL('https://wallet.example/assets/Other-1.css'), true).integrity).toBeUndefined();
  });

  it('fails the build when the helper no longer makes its links the way it is patched', () => {
    expect(() => withStylesheetIntegrity('link.setAttribute("href", dep.href);')).toThrow(/without integrity/);
  });
});

describe('the links Vite’s preload helper adds go a few per task', () => {
  // The helper's line that adds a link (vite/dist/node/chunks/node.js, `preload`), wrapped to be called.
  const HELPER = `return function addLink(link) {
    document.head.appendChild(link);
  };`;

  /** The helper with a page stub, and the tasks its MessageChannel queued, run one at a time by the test. */
  function helper() {
    const head: string[] = [];
    const documentStub = { head: { appendChild: (link: string) => head.push(link) } };
    const tasks: Array<() => void> = [];
    class QueuedMessageChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const make = new Function('document', 'MessageChannel', withLinksAFewPerTask(HELPER)) as (
      doc: typeof documentStub,
      channel: typeof QueuedMessageChannel,
    ) => (link: string) => void;
    const runNextTask = () => tasks.shift()?.();
    return { addLink: make(documentStub, QueuedMessageChannel), head, runNextTask };
  }

  it(`adds ${LINKS_PER_TASK} at once and the rest in the tasks that follow, in order`, () => {
    const { addLink, head, runNextTask } = helper();
    const links = Array.from({ length: 2 * LINKS_PER_TASK + 1 }, (_, index) => `link-${index}`);
    for (const link of links) addLink(link);
    expect(head).toEqual(links.slice(0, LINKS_PER_TASK));
    runNextTask();
    expect(head).toEqual(links.slice(0, 2 * LINKS_PER_TASK));
    runNextTask();
    expect(head).toEqual(links);
  });

  it('gives a later task its own share', () => {
    const { addLink, head, runNextTask } = helper();
    for (let index = 0; index < LINKS_PER_TASK; index++) addLink(`first-${index}`);
    addLink('waiting');
    expect(head).not.toContain('waiting');
    runNextTask();
    expect(head.at(-1)).toBe('waiting');
    runNextTask();
    const later = Array.from({ length: LINKS_PER_TASK }, (_, index) => `later-${index}`);
    for (const link of later) addLink(link);
    expect(head.slice(-LINKS_PER_TASK)).toEqual(later);
  });

  it('fails the build when the helper no longer adds its links the way it is patched', () => {
    expect(() => withLinksAFewPerTask('document.head.append(link);')).toThrow(/one task/);
    expect(() => withLinksAFewPerTask('document.head.appendChild(link); document.head.appendChild(link);')).toThrow(/one task/);
  });
});

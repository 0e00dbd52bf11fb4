import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright';
import { DEFAULT_VIEWPORT, viewports, type ViewportName } from './viewports';

/** Story parameters the test hooks read. */
interface TestParameters {
  layout?: string;
  /** Opt a story out of the screenshot comparison; a reason is required. */
  visual?: { disable: true; reason: string };
  a11y?: {
    test?: 'error' | 'todo' | 'off';
    /** Required when `test` is 'off'. */
    reason?: string;
    config?: { rules?: Array<{ id: string; enabled: boolean }> };
  };
}

export const VISUAL_BASELINES_DIR = path.join(process.cwd(), 'visual-baselines');
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];
const REPORTS_DIR = path.join(process.cwd(), 'reports');

function viewportOf(facts: StoryFacts): ViewportName {
  const value = facts.viewport;
  return value && value in viewports ? (value as ViewportName) : DEFAULT_VIEWPORT;
}

function describeViolation(violation: {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}): string[] {
  return violation.nodes.map(
    (node) => `${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
  );
}

type Violation = Parameters<typeof describeViolation>[0];

/** The part of Storybook's preview global the hook reads: the story being rendered and how far it has got. */
interface PreviewWithRender {
  currentRender?: { id?: string; phase?: string };
}

/** The part of axe-core's global the hook uses. */
interface PreviewAxe {
  reset(): void;
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

/**
 * Runs `rules` with the axe the a11y addon has already loaded into the preview (it sets window.axe), which
 * saves injecting axe's 500 kB into the page for every story. Null when it is not there (a story with the
 * addon disabled), and the caller injects its own.
 */
function pageAxe(page: Page, rules: string[]): Promise<Violation[] | null> {
  return page.evaluate(async (ruleIds) => {
    const axe = (window as unknown as { axe?: PreviewAxe }).axe;
    if (!axe) return null;
    // The addon configured it for the story (and switched `region` off); start from axe's defaults.
    axe.reset();
    const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: ruleIds } });
    return violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  }, rules);
}

/** What the hooks read of a prepared story: its test parameters and the viewport it pins (`globals: {...}`). */
interface StoryFacts {
  parameters: TestParameters;
  viewport: string | undefined;
}

/**
 * The prepared story's facts, read in the page with the test-runner's `__getContext` (its package is not imported
 * here: this file is evaluated again in every story file's sandbox, and the package's Node bundle took about a second
 * each time; .storybook/story-test-setup.js, ADR 0027). Only these come back: the whole story (every parameter, arg
 * type and mocked handler) was serialised, sent and checked twice per story.
 */
function storyFacts(page: Page, context: { id: string }): Promise<StoryFacts> {
  return page.evaluate(async (storyId) => {
    interface PreparedStory {
      parameters: TestParameters;
      storyGlobals?: { viewport?: { value?: string } };
    }
    const story = await (globalThis as unknown as { __getContext(id: string): Promise<PreparedStory> }).__getContext(storyId);
    const { layout, visual, a11y } = story.parameters;
    const rules = a11y?.config?.rules?.map(({ id, enabled }) => ({ id, enabled }));
    return {
      parameters: {
        layout,
        visual: visual && { disable: visual.disable, reason: visual.reason },
        a11y: a11y && { test: a11y.test, reason: a11y.reason, config: { rules } },
      },
      viewport: story.storyGlobals?.viewport?.value,
    };
  }, context.id);
}

function pixels(size: string): number {
  return Number.parseInt(size, 10);
}

const config: TestRunnerConfig = {
  setup() {
    // Loaded by the test environment, once per worker (.storybook/story-test-environment.js).
    const { toMatchImageSnapshotInWorker } = globalThis as unknown as {
      toMatchImageSnapshotInWorker?: typeof toMatchImageSnapshot;
    };
    if (!toMatchImageSnapshotInWorker)
      throw new Error('No screenshot matcher: run the stories with testEnvironment .storybook/story-test-environment.js');
    expect.extend({ toMatchImageSnapshot: toMatchImageSnapshotInWorker });
  },

  async preVisit(page, context) {
    const { styles } = viewports[viewportOf(await storyFacts(page, context))];
    const size = { width: pixels(styles.width), height: pixels(styles.height) };
    // Most stories keep the last story's size: it is set only when it changes (one round trip to the browser less).
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  },

  async postVisit(page, context) {
    // The play failed: the runner fails the story with the play's error once this returns. Checking the page the
    // play left (a screenshot of a story played half-way, its axe rules) would fail first and report that instead.
    if (context.hasFailure) return;
    // The runner moves on at the first STORY_FINISHED event without looking at its story id, so a late event of
    // the story before could let the checks and the screenshot run while this story's play is still going (a
    // dialog screenshotted open between the play's "open" and "Escape"). Wait for this story's own finish.
    await page.waitForFunction((storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: PreviewWithRender }).__STORYBOOK_PREVIEW__;
      return preview?.currentRender?.id === storyId && preview.currentRender.phase === 'finished';
    }, context.id);
    const { parameters } = await storyFacts(page, context);

    // Settle what a screenshot could catch mid-way: web fonts, the pictures (flags, avatars, NFT art: each decodes
    // on its own time, even from a data: URL), then two frames for layout. A lazy picture outside the viewport may
    // never load, so only the eager ones are awaited, and for 3 s at most: a story may hold a picture's answer back
    // on purpose; its screenshot then shows it loading.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const eager = [...document.images].filter((image) => image.loading !== 'lazy');
      await Promise.race([
        Promise.all(eager.map((image) => image.decode().catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

    // Axe runs in the preview (addon-a11y's afterEach) on every story, and the test-runner fails the story on any
    // violation (`a11y.test: 'error'`), with the rule, the element and the fix. Its context is the body, so the
    // page-structure rules are checked here, for full screens only: a component on an empty canvas has no page.
    if (parameters.a11y?.test === 'off') {
      if (!parameters.a11y.reason) throw new Error(`${context.id}: parameters.a11y.test is 'off' without a reason.`);
    } else if (parameters.layout === 'fullscreen') {
      const disabled = new Set((parameters.a11y?.config?.rules ?? []).filter((rule) => !rule.enabled).map((rule) => rule.id));
      const rules = PAGE_LEVEL_RULES.filter((rule) => !disabled.has(rule));
      const violations = (await pageAxe(page, rules)) ?? (await axeBuilder(page, rules)).violations;
      // Compared as readable lines so a failure says what is wrong and where.
      expect(violations.flatMap(describeViolation)).toEqual([]);
    }

    if (parameters.visual?.disable) {
      if (!parameters.visual.reason) throw new Error(`${context.id}: parameters.visual.disable without a reason.`);
      return;
    }
    const first = await screenshot(page);
    // Screenshots are deterministic, so the usual case is a byte-for-byte match with the baseline: done, without
    // decoding and diffing two PNGs. Anything else settles first, then gets the pixel comparison (and its diff).
    const baseline = path.join(VISUAL_BASELINES_DIR, `${context.id}.png`);
    if (!updatingSnapshots() && existsSync(baseline) && readFileSync(baseline).equals(first)) return;
    const image = await settledScreenshot(page, first);
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: VISUAL_BASELINES_DIR,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(REPORTS_DIR, 'visual-diff'),
      storeReceivedOnFailure: true,
      customReceivedDir: path.join(REPORTS_DIR, 'visual-received'),
      // Per pixel, a colour distance of 3 % counts (a palette step on a token is 4–6 %); then up to 64 such pixels
      // pass: software rasterising of a few SVG icon edges varies slightly from run to run. A token change moves
      // hundreds (a checkbox, a badge, a focus ring); ADR 0001 has the measurements. An update rewrites every
      // baseline with what the components draw today, even one within these thresholds: a baseline left a shade
      // off stays off for good, and each run then pays the settling and the pixel comparison the byte-for-byte
      // match above saves (80 stories did, ADR 0027).
      customDiffConfig: { threshold: 0.03 },
      failureThreshold: updatingSnapshots() ? 0 : 64,
      updatePassedSnapshot: updatingSnapshots(),
      failureThresholdType: 'pixel',
      // In this worker, not in a child process per comparison: a child ends with process.exit(), which in Node 24
      // can deadlock with a compile job still running (nodejs/node#54918), and the worker waits on it forever
      // (spawnSync, so not even the test timeout fires). That hung the story stage once in CI and once locally.
      runInProcess: true,
    });
  },
};

/** axe injected by Playwright, for a story without the addon's; loaded only then. */
async function axeBuilder(page: Page, rules: string[]) {
  const { AxeBuilder } = await import('@axe-core/playwright');
  return new AxeBuilder({ page }).withRules(rules).analyze();
}

const screenshot = (page: Page) => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });

/** Like Playwright's toHaveScreenshot: shoot until two consecutive frames agree, so a late unmount or transition is not captured mid-way. */
async function settledScreenshot(page: Page, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** `test-storybook -u` (npm run test:visual:update): every screenshot is written, none short-cut. */
function updatingSnapshots(): boolean {
  const state = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
  return state.snapshotState?._updateSnapshot === 'all';
}

export default config;

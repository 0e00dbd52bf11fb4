// Jest's global teardown, in its main process: the browser a run of one story file kept there (in-band, no workers;
// story-test-environment.js) is closed, so the run ends. With workers, each closes its own and nothing is here.
export default async function closeInBandBrowser() {
  await globalThis[Symbol.for('wallet-hub.storyTestBrowser')]?.close();
}

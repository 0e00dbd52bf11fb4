// Page-load figures measured in Chromium the way Lighthouse's mobile preset throttles (4× CPU, 150 ms RTT,
// 1.6 Mbit/s down): FCP, LCP, CLS and TBT (long tasks after FCP, minus 50 ms each, until the page is quiet).
// A stand-in when Lighthouse itself is not installed: the figures, not a score.

export const MOBILE = { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };

/** Installs the observers before any page script runs. */
export async function observeLoad(context) {
  await context.addInitScript(() => {
    const lab = { lcp: 0, cls: 0, longTasks: [] };
    Object.assign(window, { lab });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lab.lcp = Math.max(lab.lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) lab.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lab.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.download,
    uploadThroughput: MOBILE.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  return cdp;
}

/** Loads `url` (throttled) and waits until `ready` is visible and no long task came for 2 s. */
export async function measureLoad(page, url, ready) {
  await throttle(page);
  await page.goto(url, { waitUntil: 'load' });
  await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
  let last = -1;
  for (let quiet = 0; quiet < 4;) {
    await page.waitForTimeout(500);
    const count = await page.evaluate(() => window.lab.longTasks.length);
    quiet = count === last ? quiet + 1 : 0;
    last = count;
  }
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = window.lab.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return { fcp, lcp: window.lab.lcp, cls: window.lab.cls, tbt, jsTransfer: js };
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// What Lighthouse's simulated LCP is made of. Lantern (the `simulate` throttling) builds a graph of the requests that
// ended before the observed LCP (less low-priority images) and the tasks they depend on, then replays it on a 150 ms,
// 1.6 Mbps network: the simulated LCP is when the graph's last node ends. A page whose LCP waits for its code and
// data is then bound by the bytes in that graph (their transfer at that throughput) and by the hops after the last
// big download. A diagnostic, to say what to cut (ADR 0025, session 75).

/** The last nodes to print: the download that ends last and the hops after it. */
const TAIL = Number(process.env.LCP_TAIL ?? 8);

/**
 * The optimistic LCP graph of a run (`lhr` and its `artifacts`): its requests and bytes, the throughput Lantern
 * assumed, and the nodes that end last (simulated start and end, in ms).
 */
export async function lanternLcpGraph(lhr, artifacts, { metric = 'lcp', estimate = 'optimistic' } = {}) {
  // Lighthouse's own modules, loaded only here: the bench runs without the package too (scripts/bench-lighthouse.mjs).
  const [{ Audit }, { LanternLargestContentfulPaint }, { LanternFirstContentfulPaint }] = await Promise.all([
    import('lighthouse/core/audits/audit.js'),
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
    import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'),
  ]);
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const Metric = metric === 'fcp' ? LanternFirstContentfulPaint : LanternLargestContentfulPaint;
  const result = await Metric.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
  const chosen = estimate === 'pessimistic' ? result.pessimisticEstimate : result.optimisticEstimate;
  const timings = [...chosen.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  const requests = timings.filter(([node]) => node.type === 'network').map(([node]) => node.request);
  const label = (node) =>
    node.type === 'network'
      ? `${node.request.resourceType ?? 'request'} ${new URL(node.request.url).pathname.slice(0, 70)} (${(node.request.transferSize / 1024).toFixed(1)} kB)`
      : `task (${(node.duration / 1000).toFixed(1)} ms observed)`;
  return {
    metric: `${metric.toUpperCase()} (${Math.round(chosen.timeInMs)} ms, ${estimate} graph; the estimate ${Math.round(result.timing)} ms)`,
    lcp: result.timing,
    requests: requests.length,
    bytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    throughputKbps: lhr.configSettings.throttling.throughputKbps,
    tail: timings.slice(-TAIL).map(([node, timing]) => ({ start: timing.startTime, end: timing.endTime, label: label(node) })),
  };
}

export function printLanternLcpGraph(label, graph) {
  // Lighthouse's kilobit is 1,024 bits.
  const transferMs = (graph.bytes * 8 * 1000) / (graph.throughputKbps * 1024);
  console.log(
    `  ${label}: the simulated ${graph.metric} waits for ${graph.requests} requests, ` +
      `${(graph.bytes / 1024).toFixed(0)} kB: ${Math.round(transferMs)} ms of transfer alone at ${graph.throughputKbps / 1024} Mbps. Its last nodes:`,
  );
  for (const node of graph.tail)
    console.log(
      `    ${String(Math.round(node.start)).padStart(6)} → ${String(Math.round(node.end)).padStart(5)} ms  ${node.label}`,
    );
}

// Compares a bundle report with scripts/bundle-budgets.json (gzip kB): what is over, and by how much.

const KB = 1024;

/** Every figure of `report` over its budget: the first load, a route's first visit, a lazy chunk. */
export function overBudget(report, budgets) {
  const over = [];
  if (report.first.js > budgets.firstLoad * KB)
    over.push({ what: 'first load', bytes: report.first.js, budget: budgets.firstLoad * KB, files: report.first.files });
  for (const route of report.routes) {
    const budget = (budgets.routes[route.path] ?? budgets.routes.default) * KB;
    if (route.js > budget) over.push({ what: `route ${route.path}`, bytes: route.js, budget, files: route.files });
  }
  for (const chunk of report.lazy) {
    const budget = (budgets.lazyChunks[chunk.name] ?? budgets.lazyChunks.default) * KB;
    if (chunk.js > budget) over.push({ what: `lazy chunk ${chunk.name}`, bytes: chunk.js, budget, files: chunk.files });
  }
  return over;
}

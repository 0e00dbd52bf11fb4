/**
 * Whether `host` is the production wallet host (`VITE_PRODUCTION_HOST`). Hosts compare without port and case, and
 * the setting may be written as a URL: 'Wallet.Example.com:443' and 'https://wallet.example.com/' are the same host.
 */
export function isProductionHost(host: string, productionHost: string | undefined): boolean {
  if (!productionHost) return false;
  const bare = (name: string) => name.trim().toLowerCase().replace(/:\d+$/, '');
  return bare(host) === bare(productionHost.replace(/^https?:\/\//, '').replace(/\/.*$/, ''));
}

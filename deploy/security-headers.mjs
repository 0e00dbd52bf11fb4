// The headers the app's responses carry (nginx `add_header` lines). The Content-Security-Policy is the
// one the build wrote for its own configuration (dist/.deploy/content-security-policy.txt).

/** Browser features the app uses: none (add `camera=(self)` here if a screen ever scans QR codes). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * What every response carries, the build's scripts, stylesheets and fonts (`/assets/`) included. A document's
 * policies (CSP, Permissions-Policy, COOP, X-Frame-Options) mean nothing on those, and over HTTP/1.1 each response
 * carries its headers uncompressed: about 1 kB more per file of a first visit (ADR 0020, session 89).
 */
export function assetHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** A document's headers: the pages, the files at the root (the service workers, the favicon) and SVG pictures. */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    ...assetHeaders(),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

export function nginxHeaderLines(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}

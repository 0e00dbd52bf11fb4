import { http, passthrough } from 'msw';

/**
 * The page's own requests (its chunks, styles, fonts, icons) are never mocked: every mocked host is another origin
 * (src/services/config/demo-hosts.ts). Put first, this handler passes them on at once; otherwise they go through
 * every handler, each of which reads the page's cookies for a same-origin request (MSW's HttpHandler#parse): about
 * 60 ms of main thread per page load of the demo.
 */
export function sameOriginPassthrough() {
  return http.all(`${window.location.origin}/*`, () => passthrough());
}

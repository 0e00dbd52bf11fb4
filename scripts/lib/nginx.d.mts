export const NGINX: string;
export const HOW_TO_GET_NGINX: string;
export const CSP_REPORT_PATH: string;
export interface NginxOptions {
  /** The build to serve. */
  root: string;
  port: number;
  /** Log CSP violation reports (report-uri) to this file. */
  reportsFile?: string;
}
export function prepareNginx(options: NginxOptions): { command: string; args: string[]; prefix: string };
export function startNginx(options: NginxOptions): Promise<{ url: string; prefix: string; stop: () => Promise<void> }>;

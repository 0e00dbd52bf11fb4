/**
 * The verification codes the demo backend "sent", newest first, for the demo panel (a real backend would
 * email or text them). Kept in sessionStorage beside the scenarios, at most the last ten.
 */
export interface SentCode {
  verificationId: string;
  /** When it was sent (ms). */
  at: number;
  expiresAt: number;
  code: string;
  channels: string[];
  /** e.g. "0.001 BTC on bitcoin" */
  what: string;
}

export const CODE_LOG_STORAGE_KEY = 'wallet-demo:sent-codes';
const LIMIT = 10;
const listeners = new Set<(codes: readonly SentCode[]) => void>();

export function sentCodes(): SentCode[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(CODE_LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SentCode[]) : [];
  } catch {
    return [];
  }
}

export function recordSentCode(code: SentCode): void {
  const codes = [code, ...sentCodes()].slice(0, LIMIT);
  try {
    globalThis.sessionStorage?.setItem(CODE_LOG_STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // Storage unavailable: the panel still shows the fixed code.
  }
  listeners.forEach((listener) => listener(codes));
}

export function onSentCode(listener: (codes: readonly SentCode[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

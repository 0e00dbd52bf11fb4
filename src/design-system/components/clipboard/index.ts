export { COPIED_TIMEOUT_MS, CopyToClipboard, type CopyToClipboardProps } from './CopyToClipboard';

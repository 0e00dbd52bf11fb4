import { toast } from '@/design-system';
import type { NotifyParams } from '@/machines/notifications';

/** Toasts for what the machine reports: the server's text when it gave one, else the catalogue message. */
export function showNotice(params: NotifyParams): void {
  if (params.kind === 'success') {
    toast.success(params.message);
    return;
  }
  // The same failure twice replaces its toast instead of stacking a copy.
  toast.error(params.message ?? { id: params.messageId }, { id: `notifications:${params.messageId}` });
}

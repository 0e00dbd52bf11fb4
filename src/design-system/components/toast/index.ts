export { Toaster } from './Toaster';
export { ToasterOnDemand, preloadToaster } from './ToasterOnDemand';
export {
  MAX_VISIBLE_TOASTS,
  PAGE_ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  clearToasts,
  toast,
  type ToastMessage,
  type ToastOptions,
  type ToastType,
} from './toast';

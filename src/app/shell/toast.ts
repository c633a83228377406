import { useShellStore } from '../store/shell-store';
import type { ToastInput } from '../store/toast-slice';

/** Toasts from anywhere (blocks, API error handlers), without a hook: `toast.show({ message, kind, persistent })`. */
export const toast = {
  show: (input: ToastInput): string => useShellStore.getState().showToast(input),
  dismiss: (id: string): void => useShellStore.getState().dismissToast(id),
};

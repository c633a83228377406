import type { StateCreator } from 'zustand';
import type { ShellState } from './shell-store';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  /** Literal text or a translation key. */
  message: string;
  /** Interpolation values for a translation key. */
  values?: Record<string, string | number>;
  kind?: ToastKind;
  /** A persistent toast stays until dismissed; the others close after TOAST_AUTO_CLOSE_MS. */
  persistent?: boolean;
}

export interface Toast extends ToastInput {
  id: string;
  kind: ToastKind;
}

/** Spec 2 §9: toasts close by themselves after 10 s unless persistent. */
export const TOAST_AUTO_CLOSE_MS = 10_000;

export interface ToastSlice {
  toasts: Toast[];
  /** Shows a toast and returns its id. */
  showToast(input: ToastInput): string;
  dismissToast(id: string): void;
}

let lastToastId = 0;

export const createToastSlice: StateCreator<ShellState, [], [], ToastSlice> = (set, get) => ({
  toasts: [],
  showToast(input) {
    lastToastId += 1;
    const id = `toast-${lastToastId}`;
    set((state) => ({ toasts: [...state.toasts, { ...input, id, kind: input.kind ?? 'info' }] }));
    if (!input.persistent) setTimeout(() => get().dismissToast(id), TOAST_AUTO_CLOSE_MS);
    return id;
  },
  dismissToast(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
});

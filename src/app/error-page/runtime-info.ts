/** Facts about the browser shown on the error page, to help support reproduce a problem. */

export function isInstalledPwa(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

export type WorkerState = 'unsupported' | 'none' | ServiceWorkerState;

export function serviceWorkerState(): WorkerState {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return navigator.serviceWorker.controller?.state ?? 'none';
}

/** A reference for the support ticket; randomUUID needs a secure context, getRandomValues does not. */
export function newGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

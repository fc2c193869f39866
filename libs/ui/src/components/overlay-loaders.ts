/**
 * The dialog's and the toasts' code, loaded the first time one shows (the first page of most visits shows
 * neither). `preloadOverlays` loads both ahead: a screen that must work without a network (the student's
 * practice report, issue 14 §4) calls it once it is open, so its dialog and its toasts can still show offline.
 */
export const loadModalDialog = () => import('./modal-dialog.js');
export const loadToastArea = () => import('./toast-radix.js');

export function preloadOverlays(): void {
  // A failed load (offline already) is retried by the next `import()`: nothing to report here.
  loadModalDialog().catch(() => undefined);
  loadToastArea().catch(() => undefined);
}

/**
 * Resolves once the toasts' code is there (or could not load): a screen about to leave the page (a sign-out
 * after deleting the account) lets a first toast show before it counts the time to read it.
 */
export function toastsLoaded(): Promise<void> {
  return loadToastArea().then(
    () => undefined,
    () => undefined,
  );
}

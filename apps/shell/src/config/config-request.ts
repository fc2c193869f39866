/**
 * `/config.json` is requested the moment the entry script runs — before the shared modules are
 * negotiated and the app's code is loaded — instead of after; nothing here may import a shared module.
 */
export const configRequest: Promise<unknown> = fetch('/config.json', { cache: 'no-store' }).then(
  (response) => {
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
    return response.json();
  },
);
// Read later by loadConfig; a failure is reported there, not as an unhandled rejection here.
configRequest.catch(() => undefined);

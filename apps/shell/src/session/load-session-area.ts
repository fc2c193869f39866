let loading: Promise<typeof import('./session-area.js')> | undefined;

/**
 * The session's part of the shell, fetched once: at start on a page that needs it, else on first use; with the
 * strings of every signed-in screen (the first page carries only the public pages' ones). The i18n library is
 * imported here, not above: the shell's entry imports this file before the shared modules are negotiated.
 */
export function loadSessionArea(): Promise<typeof import('./session-area.js')> {
  loading ??= Promise.all([
    import('./session-area.js'),
    import('@crescendo/i18n').then(({ loadEveryNamespace }) => loadEveryNamespace()),
  ]).then(([area]) => area);
  return loading;
}

let loading: Promise<typeof import('./session-area.js')> | undefined;

/** The session's part of the shell, fetched once: at start on a page that needs it, else on first use. */
export function loadSessionArea(): Promise<typeof import('./session-area.js')> {
  loading ??= import('./session-area.js');
  return loading;
}

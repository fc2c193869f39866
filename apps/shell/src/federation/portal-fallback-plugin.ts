import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` returns instead of a portal's module when the portal cannot be loaded. */
export interface UnavailablePortal {
  unavailable: true;
}

/**
 * Runtime plugin of the shell: a portal whose manifest or remote entry fails to load resolves to a marker
 * rather than rejecting, so the shell renders its "portal unavailable" message in the portal's place.
 * Kept free of React: runtime plugins run before the shared modules are ready.
 */
export default function portalFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'crescendo-portal-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] portal ${id} could not be loaded`, error);
      const fallback: UnavailablePortal = { unavailable: true };
      return fallback;
    },
  };
}

import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PortalName } from '@crescendo/contracts';
import type { PortalAppProps } from '@crescendo/web-kit';
import { portalContainer } from './portals.js';

export interface PortalModule {
  App: ComponentType<PortalAppProps>;
}

export class PortalUnavailableError extends Error {
  constructor(readonly portal: PortalName) {
    super(`portal ${portal} is unavailable`);
  }
}

function isPortalModule(value: unknown): value is PortalModule {
  return typeof value === 'object' && value !== null && 'App' in value && typeof value.App === 'function';
}

/** Loads a portal's `./App`; rejects with `PortalUnavailableError` when it cannot be had. */
export async function loadPortal(portal: PortalName): Promise<{ default: ComponentType<PortalAppProps> }> {
  const loaded = await loadRemote<unknown>(`${portalContainer[portal]}/App`).catch(() => null);
  if (!isPortalModule(loaded)) throw new PortalUnavailableError(portal);
  return { default: loaded.App };
}

/**
 * Starts loading the portal a deep link points at while sign-in is still being checked, so its code
 * arrives in parallel rather than after the session; the outlet then finds it loaded (or fails as usual).
 */
export function warmPortalFor(pathname: string): void {
  const portal = /^\/(admin|teacher|student)(\/|$)/.exec(pathname)?.[1] as PortalName | undefined;
  if (portal) void loadPortal(portal).catch(() => undefined);
}

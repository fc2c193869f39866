import { registerRemotes } from '@module-federation/enhanced/runtime';
import { portalNames, type PortalName, type WebConfig } from '@crescendo/contracts';

/** Container name each portal is built with (its `ModuleFederationPlugin` `name`). */
export const portalContainer: Record<PortalName, string> = {
  admin: 'crescendo_admin',
  teacher: 'crescendo_teacher',
  student: 'crescendo_student',
};

/** Registers every portal from its manifest URL; nothing is fetched until a portal is first shown. */
export function registerPortals(config: WebConfig): void {
  registerRemotes(
    portalNames.flatMap((portal) => {
      const entry = config.portals[portal];
      return entry ? [{ name: portalContainer[portal], entry }] : [];
    }),
    { force: true },
  );
}

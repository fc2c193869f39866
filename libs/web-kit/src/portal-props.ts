/** What the shell passes to each portal's `./App` (the shell loads it, the portal renders it). */
export interface PortalAppProps {
  /** Where the shell mounts the portal, e.g. `/admin`; the portal's routes are relative to it. */
  basePath: string;
}

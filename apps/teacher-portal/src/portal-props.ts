/** What the shell passes to `./App`. */
export interface PortalAppProps {
  /** Where the portal is mounted, `/teacher`; its routes are relative to it. */
  basePath: string;
}

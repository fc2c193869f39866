/** What the shell passes to `./App`. */
export interface PortalAppProps {
  /** Where the portal is mounted, `/admin`; its routes are relative to it. */
  basePath: string;
}

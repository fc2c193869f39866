/**
 * The gateway reads the shell's index.html once, at start: after a rebuild of apps/shell it keeps
 * pointing at scripts that no longer exist. Say so plainly instead of timing out in the browser.
 */
export async function assertShellServed(baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/home`)).text();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
    const status = (await fetch(new URL(src!, baseUrl))).status;
    if (status !== 200) {
      throw new Error(
        `the platform at ${baseUrl} serves a shell whose ${src} answers ${status}: apps/shell was rebuilt after ` +
          'the gateway started; restart the platform (or let the bench start its own) and run again',
      );
    }
  }
}

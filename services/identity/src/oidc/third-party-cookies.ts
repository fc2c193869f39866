import type { ServerResponse } from 'node:http';

/**
 * Keycloak's two pages with which keycloak-js (silent check-sso) learns whether the provider's cookies
 * reach it inside an iframe: step 1 sets a cookie and moves to step 2, which reads it and tells the parent.
 * Without them every signed-out visit waits for keycloak-js's time-out.
 */
const pages: Record<string, string> = {
  '/protocol/openid-connect/3p-cookies/step1.html': `<!doctype html><meta charset="utf-8"><script>
document.cookie = "CRESCENDO_3P_COOKIE=supported; Max-Age=60; Path=/; SameSite=Lax";
window.location.replace("step2.html");
</script>`,
  '/protocol/openid-connect/3p-cookies/step2.html': `<!doctype html><meta charset="utf-8"><script>
var supported = document.cookie.indexOf("CRESCENDO_3P_COOKIE=supported") !== -1;
document.cookie = "CRESCENDO_3P_COOKIE=; Max-Age=0; Path=/; SameSite=Lax";
window.parent.postMessage(supported ? "supported" : "unsupported", "*");
</script>`,
};

export function thirdPartyCookiePage(path: string, res: ServerResponse): boolean {
  const page = pages[path];
  if (!page) return false;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; script-src 'unsafe-inline'",
  });
  res.end(page);
  return true;
}

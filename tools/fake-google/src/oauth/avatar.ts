import type { RequestContext } from '../http/context.js';
import { escapeHtml, sendText } from '../http/respond.js';

/** GET /avatars/:userId.svg: an initials badge, so the demo shows pictures without leaving the network. */
export function avatar(ctx: RequestContext): void {
  const userId = ctx.params.file.replace(/\.svg$/, '');
  const { directory, classroom } = ctx.app.state;
  const person =
    directory.accountBySub(userId) ??
    classroom
      .listCourses()
      .flatMap((c) => c.students)
      .find((s) => s.userId === userId);
  const initials = person ? `${person.givenName.charAt(0)}${person.familyName.charAt(0)}` : '?';
  const hue = Number(BigInt(userId.replace(/\D/g, '') || '0') % 360n);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="48" fill="hsl(${hue} 55% 45%)"/>
  <text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
</svg>
`;
  sendText(ctx.res, 200, svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=86400' });
}

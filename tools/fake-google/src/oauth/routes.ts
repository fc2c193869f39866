import type { Route } from '../http/context.js';
import { approveChoice, authorize } from './authorize.js';
import { avatar } from './avatar.js';
import { certs, discovery, pemCerts } from './discovery.js';
import { revoke } from './revoke.js';
import { token } from './token.js';
import { tokeninfo } from './tokeninfo.js';
import { userinfo, userinfoV2 } from './userinfo.js';

export const oauthRoutes: Route[] = [
  { method: 'GET', path: '/.well-known/openid-configuration', handler: discovery },
  { method: 'GET', path: '/o/oauth2/v2/auth', handler: authorize },
  { method: 'POST', path: '/o/oauth2/v2/auth/approve', handler: approveChoice },
  { method: 'POST', path: '/token', handler: token },
  { method: 'GET', path: '/oauth2/v3/certs', handler: certs },
  { method: 'GET', path: '/oauth2/v1/certs', handler: pemCerts },
  { method: 'GET', path: '/v1/userinfo', handler: userinfo },
  { method: 'GET', path: '/oauth2/v3/userinfo', handler: userinfo },
  { method: 'GET', path: '/oauth2/v2/userinfo', handler: userinfoV2 },
  { method: 'GET', path: '/tokeninfo', handler: tokeninfo },
  { method: 'POST', path: '/tokeninfo', handler: tokeninfo },
  { method: 'POST', path: '/revoke', handler: revoke },
  { method: 'GET', path: '/avatars/:file', handler: avatar },
];

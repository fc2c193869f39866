import { z } from 'zod';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  deleteSignInDomain,
  listSignInDomains,
  saveSignInDomain,
  signInDomainNameSchema,
} from './sign-in-domains.js';

const tag = 'identity';
const boardAdmins: Array<'board-admin'> = ['board-admin'];

export const listSignInDomainsRoute = defineHttpRoute({
  id: 'listSignInDomains',
  method: 'GET',
  path: '/board/sign-in-domains',
  summary: "Connexion par domaine: the board's e-mail domains, their identity provider, school and role",
  tag,
  forwards: listSignInDomains,
  roles: boardAdmins,
});

export const saveSignInDomainRoute = defineHttpRoute({
  id: 'saveSignInDomain',
  method: 'PUT',
  path: '/board/sign-in-domains/:domain',
  summary: "Configure a domain's identity provider (its client secret sealed at rest, never read back)",
  tag,
  forwards: saveSignInDomain,
  roles: boardAdmins,
  params: z.object({ domain: signInDomainNameSchema }),
  body: saveSignInDomain.payload.omit({ domain: true }),
});

export const deleteSignInDomainRoute = defineHttpRoute({
  id: 'deleteSignInDomain',
  method: 'DELETE',
  path: '/board/sign-in-domains/:domain',
  summary: 'Stop signing a domain in through its identity provider',
  tag,
  forwards: deleteSignInDomain,
  roles: boardAdmins,
  params: z.object({ domain: signInDomainNameSchema }),
});

export const signInDomainRoutes: HttpRoute[] = [
  listSignInDomainsRoute,
  saveSignInDomainRoute,
  deleteSignInDomainRoute,
];

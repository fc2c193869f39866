import { randomBytes } from 'node:crypto';
import {
  CookieJar,
  signUpWithPassword,
  startPlatform,
  testRunEnv,
  type PlatformOptions,
  type PlatformService,
  type RunningPlatform,
  type Tokens,
} from '@crescendo/testing';
import { eventually } from '@crescendo/testing';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';

/** A test's platform, its mails caught by tools/mail-catcher. */
export type OwnPlatform = RunningPlatform<MailCatcher>;

/**
 * The platform from dist/ (fake Google, identity, groups, gateway; more `services` when asked), as the journeys
 * start it: in the run's database, with a NATS prefix, schemas and a Redis prefix of this file's own, without the
 * demo organisation (its accounts belong to the journeys; this file makes its own).
 */
export function startOwnPlatform(
  env?: PlatformOptions['env'],
  gatewayReplicas = 1,
  services: PlatformService[] = ['identity', 'groups'],
): Promise<OwnPlatform & { natsPrefix: string }> {
  const run = testRunEnv();
  return startPlatform({
    startMail: startMailCatcher,
    gatewayReplicas,
    services,
    databaseUrl: run.databaseUrl,
    natsPrefix: run.natsPrefix,
    schemaSuffix: run.schemaSuffix,
    redisUrl: run.redisUrl,
    redisPrefix: `${run.redisPrefix}${randomBytes(3).toString('hex')}:`,
    demo: false,
    env,
    onOutput: process.env.TEST_LOG_LEVEL
      ? (name, line) => process.stderr.write(`${name}│ ${line}\n`)
      : undefined,
  }).then((platform) => ({ ...platform, natsPrefix: run.natsPrefix }));
}

/** A new account made on the provider's sign-up page, signed in: its access token. */
export async function signUp(platform: RunningPlatform, jar = new CookieJar()): Promise<string> {
  return (await signUpForTokens(platform, jar)).access_token;
}

/** A new account made on the provider's sign-up page, signed in: the tokens the client gets. */
export async function signUpForTokens(platform: RunningPlatform, jar = new CookieJar()): Promise<Tokens> {
  const password = `arpeges-${randomBytes(6).toString('hex')}`;
  const { tokens } = await signUpWithPassword({
    base: `${platform.origin}/realms/crescendo`,
    jar,
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/role-selection`,
    email: `${randomBytes(6).toString('hex')}@ecole.test`,
    password,
  });
  return tokens;
}

/** A JSON call to the API through the gateway. */
export async function callApi(
  platform: RunningPlatform,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${platform.origin}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A teacher who made their school and a group, and a student who joined it with its code (identity has made
 * them a student): the classroom the paging tests through the edge start from (issue 34 §1).
 */
export async function classroom(platform: RunningPlatform) {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);
  const teacher = await signUp(platform);
  const organization = await call('POST', '/organizations', teacher, { name: 'École', role: 'teacher' });
  if (organization.status !== 201) throw new Error(`no organisation: ${JSON.stringify(organization)}`);
  const group = await call('POST', '/groups', teacher, { name: 'MUS212 — Harmonie' });
  if (group.status !== 201) throw new Error(`no group: ${JSON.stringify(group)}`);
  const student = await signUp(platform);
  const joined = await call('POST', '/groups/join', student, { code: group.body.connectionCode });
  if (joined.status !== 201) throw new Error(`not joined: ${JSON.stringify(joined)}`);
  const me = await eventually(
    () => call('GET', '/me', student),
    (answer) => answer.body?.role === 'student',
  );
  return { teacher, student, studentId: me.body.id as string, groupId: group.body.id as string };
}

export { eventually };

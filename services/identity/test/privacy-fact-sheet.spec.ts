import { randomUUID } from 'node:crypto';
import {
  describeMaestroModel,
  getPrivacyFactSheet,
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type Actor,
} from '@crescendo/contracts';
import { startService, type RunningService, type ServiceClient } from '@crescendo/service-kit';
import {
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

/**
 * 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6): written from what every
 * running service declares over NATS, where the data are stored, the subprocessors, and the model endpoint
 * maestro says it is configured with (here an external one: the sheet says the data leave).
 */
const run = testRunEnv();
const others = servicesHoldingPersonalData.filter((service) => service !== 'identity');

let identity: RunningService;
let client: ServiceClient;
const running = new Map<string, RunningBuiltService>();
const query = (text: string, parameters: unknown[] = []) =>
  identity.infra.dataSource!.query(text, parameters) as Promise<unknown[]>;

beforeAll(async () => {
  identity = (await startService(
    identityService,
    serviceEnv({
      PRIVACY_DATA_LOCATION: 'Montréal (Québec), Canada — centre de données de la commission',
      PRIVACY_SUBPROCESSORS: 'Sauvegardes Boréal inc.; Support Nordique',
      SMTP_URL: 'smtp://relais.courriel.example:587',
    }),
  )) as unknown as RunningService;
  for (const service of others)
    running.set(
      service,
      await startBuiltService(
        service,
        serviceEnv(
          service === 'maestro'
            ? {
                MAESTRO_LLM_BASE_URL: 'https://api.modeles.example/v1',
                MAESTRO_LLM_MODEL: 'grand-modele-2',
                MAESTRO_LLM_PROVIDER: 'hosted-api',
                MAESTRO_LLM_LOCATION: 'external',
                MAESTRO_LLM_API_KEY: 'secret-never-shown',
              }
            : {},
        ),
      ),
    );
  client = testServiceClient({ natsUrl: run.natsUrl, prefix: run.natsPrefix });
}, 240_000);

afterAll(async () => {
  await client?.close();
  for (const service of [...running.values()].reverse()) await service.stop();
  await identity?.close();
});

async function administrator(kind: 'school' | 'board', role: 'admin' | 'board-admin' | 'teacher') {
  const organizationId = randomUUID();
  const userId = randomUUID();
  await query(`INSERT INTO organizations (id, name, kind) VALUES ($1, $2, $3)`, [
    organizationId,
    kind === 'school' ? 'École secondaire des Érables' : 'Centre de services des Érables',
    kind,
  ]);
  await query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Julie', 'Tremblay')`, [
    userId,
    `${userId}@ecole.test`,
  ]);
  await query(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, $3)`, [
    userId,
    organizationId,
    role,
  ]);
  return { userId, organizationId, roles: [role] } satisfies Actor;
}

describe('the privacy impact assessment fact sheet (issue 31 §6)', () => {
  it("lists every service's declared data, where they are stored, the subprocessors and the external model", async () => {
    const admin = await administrator('school', 'admin');
    const sheet = await client.request(getPrivacyFactSheet, {}, admin, 30_000);
    expect(sheet.filename).toMatch(/^fiche-efvp-\d{4}-\d{2}-\d{2}\.md$/);
    const text = sheet.markdown;
    expect(text).toContain('# Fiche pour l’évaluation des facteurs relatifs à la vie privée');
    expect(text).toContain('Organisation : École secondaire des Érables');
    for (const service of servicesHoldingPersonalData) expect(text).toContain(`### Service « ${service} »`);
    expect(text).not.toContain('n’a pas répondu');
    // Identity's and homework's own declarations, table by table, with their retention and columns.
    expect(text).toMatch(
      /\| users \| Compte et profil .* \| tant que le compte existe \| .*email \(courriel\)/,
    );
    expect(text).toMatch(/\| practice_reports \| .* \| jusqu’au départ de l’élève/);
    expect(text).toContain('Hébergement déclaré par l’exploitant : Montréal (Québec), Canada');
    expect(text).toContain(
      `Base de données PostgreSQL (un schéma par service) : ${new URL(run.databaseUrl).host}`,
    );
    expect(text).toContain('Relais de courriel relais.courriel.example:587');
    expect(text).toContain('Sauvegardes Boréal inc. (déclaré par l’exploitant)');
    expect(text).toContain('Support Nordique (déclaré par l’exploitant)');
    expect(text).toContain(
      'Modèle grand-modele-2 (fournisseur hosted-api), point d’accès api.modeles.example.',
    );
    expect(text).toContain('Emplacement : externe — les données quittent les serveurs de l’organisation.');
    // Never a credential: neither the model's key nor the database's user.
    expect(text).not.toContain('secret-never-shown');
    expect(text).not.toContain('postgres@');
  }, 60_000);

  it("is the school's and the board's administrators' only, in English when asked", async () => {
    const board = await administrator('board', 'board-admin');
    const english = await client.request(getPrivacyFactSheet, { language: 'en' }, board, 30_000);
    expect(english.markdown).toContain('# Fact sheet for the privacy impact assessment');
    expect(english.markdown).toContain('Organisation: Centre de services des Érables');
    const teacher = await administrator('school', 'teacher');
    expect(await client.send(getPrivacyFactSheet, {}, teacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await client.send(getPrivacyFactSheet, {}, null)).toMatchObject({ ok: false });
  }, 60_000);

  it('answers the declaration and the model description to the system only', async () => {
    const admin = await administrator('school', 'admin');
    expect(await client.send(privacyRequestsOf.groups.declaration, {}, admin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await client.send(describeMaestroModel, {}, admin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await client.request(describeMaestroModel, {}, null)).toEqual({
      configured: true,
      model: { model: 'grand-modele-2', provider: 'hosted-api', location: 'external', demonstration: false },
      endpointHost: 'api.modeles.example',
    });
  });

  it('names a service that does not answer rather than leave it out', async () => {
    await running.get('planning')!.stop();
    running.delete('planning');
    const admin = await administrator('school', 'admin');
    const sheet = await client.request(getPrivacyFactSheet, {}, admin, 30_000);
    expect(sheet.markdown).toContain(
      'Le service « planning » n’a pas répondu : sa déclaration manque à cette fiche.',
    );
    expect(sheet.markdown).toContain('### Service « homework »');
  }, 60_000);
});

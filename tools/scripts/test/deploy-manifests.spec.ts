import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { repoRoot, serviceNodeFlags as nodeFlags } from '@crescendo/testing';

/**
 * The deploy files hold what the security issue asks of them: every service deployed, Pod Security
 * "restricted" pods, a network closed but for the gateway, one database role per service, Keycloak as
 * the only issuer where it is configured, a supported Node LTS in the image.
 */
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form YAML

const k8sDir = join(repoRoot, 'deploy/k8s');
const k8s: Doc[] = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8')).map((doc) => doc.toJS()));
const kustomization = parse(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')) as Doc;
const compose = parse(readFileSync(join(repoRoot, 'deploy/compose.yaml'), 'utf8')) as Doc;
const services = readdirSync(join(repoRoot, 'services')).filter((name) =>
  existsSync(join(repoRoot, 'services', name, 'package.json')),
);
const withDatabase = services.filter((name) =>
  readdirSync(join(repoRoot, 'services', name, 'src')).includes('migrations'),
);
const deployments = k8s.filter((doc) => doc.kind === 'Deployment');
/** A service's second process (classroom-sync's queue workers): `<service>-worker`, the service's secrets. */
const workers = deployments
  .map((doc) => doc.metadata.name as string)
  .filter((name) => name.endsWith('-worker') && services.includes(name.slice(0, -'-worker'.length)));
const serviceOf = (name: string) => (workers.includes(name) ? name.slice(0, -'-worker'.length) : name);
const policies = k8s.filter((doc) => doc.kind === 'NetworkPolicy');
const deployment = (name: string) => deployments.find((doc) => doc.metadata.name === name)!;
const envOf = (container: Doc) =>
  Object.fromEntries((container.env ?? []).map((entry: Doc) => [entry.name, entry.value]));

describe('deploy/k8s', () => {
  it('deploys every service (and the workers of those that have some), each listed in the kustomization', () => {
    expect(deployments.map((doc) => doc.metadata.name).sort()).toEqual([...services, ...workers].sort());
    expect(workers).toEqual(['classroom-sync-worker']);
    for (const file of readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml'))
      expect(kustomization.resources).toContain(file);
  });

  it('runs every process with deploy/node-flags.json', () => {
    expect(nodeFlags).toContain('--no-allocation-site-pretenuring');
    expect(nodeFlags).toContain('--heap-growing-percent=100');
    for (const doc of deployments) {
      const [container] = doc.spec.template.spec.containers;
      const script = `services/${serviceOf(doc.metadata.name)}/dist/${workers.includes(doc.metadata.name) ? 'worker' : 'main'}.js`;
      expect(container.command).toEqual(['node', ...nodeFlags, script]);
    }
  });

  it('runs the namespace under Pod Security "restricted"', () => {
    const namespace = k8s.find((doc) => doc.kind === 'Namespace')!;
    expect(namespace.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
    expect(kustomization.namespace).toBe(namespace.metadata.name);
  });

  it.each([...services, ...workers])('gives %s a pod that passes the restricted profile', (name) => {
    const pod = deployment(name).spec.template.spec;
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(pod.hostNetwork ?? false).toBe(false);
    expect(pod.hostPID ?? false).toBe(false);
    expect(pod.hostIPC ?? false).toBe(false);
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.securityContext.privileged ?? false).toBe(false);
      expect(container.securityContext.capabilities.add ?? []).toEqual([]);
    }
  });

  it('denies all traffic by default, and lets only the gateway take traffic in', () => {
    const deny = policies.find((doc) => Object.keys(doc.spec.podSelector).length === 0)!;
    expect(deny.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    expect(deny.spec.ingress ?? []).toEqual([]);
    expect(deny.spec.egress ?? []).toEqual([]);
    const admitting = policies.filter((doc) => (doc.spec.ingress ?? []).length > 0);
    expect(admitting.map((doc) => doc.spec.podSelector.matchLabels?.['app.kubernetes.io/name'])).toEqual([
      'gateway',
    ]);
  });

  it('lets services reach only NATS, PostgreSQL, Redis and DNS (plus the few outside calls named)', () => {
    const allPods = policies.filter(
      (doc) => doc.spec.podSelector.matchLabels?.['app.kubernetes.io/part-of'] === 'crescendo',
    );
    const ports = allPods.flatMap((doc) =>
      (doc.spec.egress ?? []).flatMap((rule: Doc) => rule.ports.map((port: Doc) => port.port)),
    );
    expect([...new Set(ports)].sort()).toEqual([4222, 53, 5432, 6379]);
    const extra = Object.fromEntries(
      policies
        .filter((doc) => doc.spec.podSelector.matchLabels?.['app.kubernetes.io/name'])
        .filter((doc) => (doc.spec.egress ?? []).length > 0)
        .map((doc) => [
          doc.spec.podSelector.matchLabels['app.kubernetes.io/name'],
          doc.spec.egress.flatMap((rule: Doc) => rule.ports.map((port: Doc) => port.port)),
        ]),
    );
    expect(extra).toEqual({
      gateway: [443],
      identity: [443, 587],
      'classroom-sync': [443],
      'classroom-sync-worker': [443],
    });
  });

  it.each([...withDatabase, ...workers])('connects %s with its service’s database secret', (name) => {
    const container = deployment(name).spec.template.spec.containers[0];
    const secrets = container.envFrom.map((source: Doc) => source.secretRef.name);
    expect(secrets).toContain(`crescendo-db-${serviceOf(name)}`);
  });

  it.each([...services, ...workers])('gives %s its service’s NATS user and actor key', (name) => {
    const container = deployment(name).spec.template.spec.containers[0];
    const secrets = container.envFrom.map((source: Doc) => source.secretRef.name);
    expect(secrets).toContain(`crescendo-boundary-${serviceOf(name)}`);
  });

  it('lets Prometheus scrape every process with the metrics bearer, from the monitoring namespace only', () => {
    for (const doc of deployments) {
      const [container] = doc.spec.template.spec.containers;
      const secrets = (container.envFrom ?? []).map((source: Doc) => source.secretRef?.name);
      expect({ name: doc.metadata.name, secrets }).toEqual({
        name: doc.metadata.name,
        secrets: expect.arrayContaining(['crescendo-metrics']),
      });
      expect(container.ports).toContainEqual(expect.objectContaining({ name: 'http' }));
      expect(doc.spec.template.metadata.labels['app.kubernetes.io/part-of']).toBe('crescendo');
    }
    const scrape = policies.find((doc) => doc.metadata.name === 'metrics-scrape')!;
    expect(scrape.spec.podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/part-of': 'crescendo' } });
    expect(scrape.spec.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ port: 'http', protocol: 'TCP' }],
      },
    ]);
    const monitor = parse(readFileSync(join(k8sDir, 'monitoring/pod-monitor.yaml'), 'utf8')) as Doc;
    expect(monitor.kind).toBe('PodMonitor');
    expect(monitor.spec.podMetricsEndpoints).toEqual([
      expect.objectContaining({
        port: 'http',
        path: '/metrics',
        authorization: { type: 'Bearer', credentials: { name: 'crescendo-metrics', key: 'METRICS_TOKEN' } },
      }),
    ]);
    expect(compose['x-service'].environment.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
  });

  it('alerts and charts only metrics the processes serve', () => {
    const rules = parse(readFileSync(join(k8sDir, 'monitoring/alert-rules.yaml'), 'utf8')) as Doc;
    const alerts = rules.spec.groups.flatMap((group: Doc) => group.rules) as Doc[];
    expect(alerts.map((rule) => rule.alert)).toEqual([
      'CrescendoErrorRate',
      'CrescendoOutboxBacklog',
      'CrescendoQueueStuck',
      'CrescendoDependencyDown',
      'CrescendoEventsDeadLettered',
    ]);
    const sources = [
      'libs/service-kit/src/metrics/service-metrics.ts',
      'libs/service-kit/src/metrics/infra-gauges.ts',
      'libs/service-kit/src/bootstrap/start-service.ts',
      'services/classroom-sync/src/queues/queue-metrics.ts',
      'services/gateway/src/live/live-hub.ts',
    ].map((file) => readFileSync(join(repoRoot, file), 'utf8'));
    const served = (name: string) => sources.some((source) => source.includes(`'${name}'`));
    const dashboard = JSON.parse(readFileSync(join(k8sDir, 'monitoring/grafana-dashboard.json'), 'utf8')) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    const panels = dashboard.panels.flatMap((panel) =>
      panel.targets.map((target) => ({ alert: panel.title, expr: target.expr })),
    );
    for (const rule of [...alerts, ...panels])
      for (const [name] of String(rule.expr).matchAll(
        /crescendo_[a-z_]+?(?=_count\b|_bucket\b|_sum\b|[{(\s)])/g,
      ))
        expect({ alert: rule.alert, name, served: served(name) }).toEqual({
          alert: rule.alert,
          name,
          served: true,
        });
  });

  it('never mounts the embedded provider where Keycloak is the issuer', () => {
    expect(envOf(deployment('identity').spec.template.spec.containers[0]).OIDC_EMBEDDED).toBe('false');
    expect(compose.services.identity.environment.OIDC_EMBEDDED).toBe('false');
  });
});

describe('deploy/compose.yaml', () => {
  it('runs every service, and classroom-sync’s workers as a service of their own', () => {
    for (const name of services) expect(compose.services).toHaveProperty(name);
    expect(compose.services['classroom-sync-worker'].command).toEqual([
      'node',
      ...nodeFlags,
      'services/classroom-sync/dist/worker.js',
    ]);
  });

  it('runs NATS with the generated boundary, and each service with its own NATS user', () => {
    expect(compose.services.nats.command).toEqual(['-c', '/etc/nats/nats.conf']);
    expect(compose.services.nats.volumes).toContain('./generated/nats.conf:/etc/nats/nats.conf:ro');
    for (const name of services) expect(compose.services[name].env_file).toEqual([`./generated/${name}.env`]);
  });

  it.each(withDatabase)('connects %s as its own role', (name) => {
    expect(new URL(compose.services[name].environment.DATABASE_URL).username).toBe(`crescendo_${name}`);
  });

  it('publishes PostgreSQL, NATS and Redis on the loopback, for npm start', () => {
    expect(compose.services.postgres.ports).toEqual(['127.0.0.1:5432:5432']);
    expect(compose.services.nats.ports).toContain('127.0.0.1:4222:4222');
    expect(compose.services.redis.ports).toEqual(['127.0.0.1:6379:6379']);
  });
});

describe('deploy/Dockerfile', () => {
  it('runs a supported Node LTS (an even major from 22 on), installed from the lockfile', () => {
    const dockerfile = readFileSync(join(repoRoot, 'deploy/Dockerfile'), 'utf8');
    const majors = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => Number(match[1]));
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) {
      expect(major).toBeGreaterThanOrEqual(22);
      expect(major % 2).toBe(0);
    }
    expect(dockerfile).toMatch(/cmp -s package-lock\.json/);
  });

  it('starts the service with deploy/node-flags.json', () => {
    const dockerfile = readFileSync(join(repoRoot, 'deploy/Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`exec node ${nodeFlags.join(' ')} services/\${SERVICE}/dist/main.js`);
  });
});

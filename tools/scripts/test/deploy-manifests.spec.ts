import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { repoRoot, serviceNodeFlags as nodeFlags } from '@crescendo/testing';
import { containersOf, kustomize, podSpecsOf } from './deploy-kustomize.js';
import { kindSchemas, schemaFindings } from './deploy-schemas.js';

/**
 * The deploy files hold what the security issue asks of them: every service deployed, Pod Security
 * "restricted" pods, a network closed but for the gateway, one database role per service, Keycloak as
 * the only issuer where it is configured, a supported Node LTS in the image; and each environment's overlay,
 * rendered, what issue 26 asks of a production deployment.
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
    // Besides the gateway, the reports take the recordings' audio (decision 0064) and the inventory its photos
    // (decision 0072) from the gateway alone.
    const fromGateway = ['reports-ingress-gateway', 'inventory-ingress-gateway'];
    const fromOutside = admitting.filter((doc) => !fromGateway.includes(doc.metadata.name));
    expect(fromOutside.map((doc) => doc.spec.podSelector.matchLabels?.['app.kubernetes.io/name'])).toEqual([
      'gateway',
    ]);
    for (const name of fromGateway)
      expect(admitting.find((doc) => doc.metadata.name === name)!.spec.ingress).toEqual([
        {
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }],
          ports: [{ port: 'http', protocol: 'TCP' }],
        },
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
        // The gateway to the reports' and the inventory's pods inside the namespace (decisions 0064, 0072), their
        // ingress twins checked above.
        .filter((doc) => !['gateway-egress-reports', 'gateway-egress-inventory'].includes(doc.metadata.name))
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
      // The planning's reminders (issue 28 §3), by mail and through the browsers' push services (web push),
      // and the calendars imported by address over HTTP(S) (§4; private addresses refused by the planning).
      planning: [80, 443, 587],
      // Maestro IA's model: HTTPS, or a server the board runs (Ollama, vLLM, llama-server, LM Studio).
      maestro: [443, 11434, 8000, 8080, 1234],
    });
  });

  it.each([...withDatabase, ...workers])('connects %s with its service’s database secret', (name) => {
    const container = deployment(name).spec.template.spec.containers[0];
    const secrets = container.envFrom.map((source: Doc) => source.secretRef?.name);
    expect(secrets).toContain(`crescendo-db-${serviceOf(name)}`);
  });

  it.each([...services, ...workers])('gives %s its service’s NATS user and actor key', (name) => {
    const container = deployment(name).spec.template.spec.containers[0];
    const secrets = container.envFrom.map((source: Doc) => source.secretRef?.name);
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

/**
 * Each environment as kustomize renders it (issue 26 §1, §2, §7): what the cluster would be given. Every
 * check iterates over the services of `services/` and their workers: a new service's manifests are held to
 * the same as the others'.
 */
const overlaysDir = join(k8sDir, 'overlays');
const overlays = readdirSync(overlaysDir).filter((name) =>
  existsSync(join(overlaysDir, name, 'kustomization.yaml')),
);
const guide = readFileSync(join(repoRoot, 'deploy/README.md'), 'utf8');

/** What Pod Security "restricted" refuses in a pod, as readable findings (none: it passes). */
function restrictedFindings(pod: Doc): string[] {
  const findings: string[] = [];
  if (pod.automountServiceAccountToken !== false) findings.push('a service-account token');
  for (const host of ['hostNetwork', 'hostPID', 'hostIPC']) if (pod[host]) findings.push(host);
  if (pod.securityContext?.runAsNonRoot !== true) findings.push('runAsNonRoot unset');
  if (!(pod.securityContext?.runAsUser > 0)) findings.push('runAsUser 0 or unset');
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
    findings.push('no RuntimeDefault seccomp');
  for (const volume of pod.volumes ?? [])
    if (volume.hostPath) findings.push(`hostPath volume ${volume.name}`);
  for (const container of containersOf(pod)) {
    const context = container.securityContext ?? {};
    if (context.allowPrivilegeEscalation !== false) findings.push(`${container.name}: privilege escalation`);
    if (context.readOnlyRootFilesystem !== true) findings.push(`${container.name}: writable root`);
    if (context.privileged) findings.push(`${container.name}: privileged`);
    if (JSON.stringify(context.capabilities?.drop) !== '["ALL"]')
      findings.push(`${container.name}: capabilities kept`);
    if ((context.capabilities?.add ?? []).length > 0) findings.push(`${container.name}: capabilities added`);
    if ((container.ports ?? []).some((port: Doc) => port.hostPort))
      findings.push(`${container.name}: hostPort`);
  }
  return findings;
}

const selects = (selector: Doc | undefined, labels: Doc) =>
  !!selector?.matchLabels &&
  Object.entries(selector.matchLabels).every(([key, value]) => labels?.[key] === value);

/** The Secrets a resource needs: its pods' env, envFrom and volumes, an Ingress's certificates. */
function secretsOf(resource: Doc): string[] {
  const names = podSpecsOf(resource).flatMap((pod) => [
    ...(pod.volumes ?? []).map((volume: Doc) => volume.secret?.secretName),
    ...containersOf(pod).flatMap((container) => [
      ...(container.envFrom ?? []).map((source: Doc) => source.secretRef?.name),
      ...(container.env ?? []).map((variable: Doc) => variable.valueFrom?.secretKeyRef?.name),
    ]),
  ]);
  if (resource.kind === 'Ingress') names.push(...(resource.spec.tls ?? []).map((tls: Doc) => tls.secretName));
  return names.filter(Boolean);
}

/** The guide's Secrets table: its first column's names, `<service>` standing for any service. */
const listedSecrets = [...guide.matchAll(/^\| `(crescendo-[a-z0-9<>-]+)` \|/gm)].map(
  ([, name]) => new RegExp(`^${name!.replace(/<[a-z]+>/g, '[a-z0-9-]+')}$`),
);

describe.each(overlays)('deploy/k8s/overlays/%s, rendered', (overlay) => {
  const resources = kustomize(join(overlaysDir, overlay));
  const ofKind = (kind: string) => resources.filter((doc) => doc.kind === kind);
  const rendered = ofKind('Deployment');
  const jobs = ofKind('Job');
  const named = (kind: string, name: string) => ofKind(kind).find((doc) => doc.metadata.name === name);
  const configMaps = ofKind('ConfigMap');
  const generated = (base: string) =>
    configMaps.find(
      (doc) =>
        doc.metadata.name.startsWith(`${base}-`) && !doc.metadata.name.slice(base.length + 1).includes('-'),
    )!;

  it('holds only documents the Kubernetes API schemas accept, each against its kind’s', () => {
    expect(resources.length).toBeGreaterThan(services.length * 3);
    expect(resources.flatMap(schemaFindings)).toEqual([]);
  });

  it('deploys every service and worker, from one image pinned by digest, into the restricted namespace', () => {
    expect(rendered.map((doc) => doc.metadata.name).sort()).toEqual([...services, ...workers].sort());
    const images = resources
      .flatMap(podSpecsOf)
      .flatMap(containersOf)
      .map((container) => container.image);
    expect(images.length).toBeGreaterThan(services.length);
    for (const image of images) expect(image).toMatch(/^[a-z0-9.\-/:]+@sha256:[0-9a-f]{64}$/);
    const namespace = ofKind('Namespace')[0]!;
    expect(namespace.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
    for (const doc of resources.filter((doc) => doc.kind !== 'Namespace'))
      expect(`${doc.kind} ${doc.metadata.name}: ${doc.metadata.namespace}`).toBe(
        `${doc.kind} ${doc.metadata.name}: ${namespace.metadata.name}`,
      );
    expect(JSON.stringify(resources)).not.toMatch(/\.invalid\b|:latest\b/);
  });

  it('gives every pod, services’, workers’ and migration Jobs’, the restricted profile', () => {
    const pods = resources.flatMap((doc) =>
      podSpecsOf(doc).map((pod) => ({ name: `${doc.kind} ${doc.metadata.name}`, pod })),
    );
    expect(pods.length).toBe(rendered.length + jobs.length);
    for (const { name, pod } of pods)
      expect({ name, findings: restrictedFindings(pod) }).toEqual({ name, findings: [] });
  });

  it('probes every service and worker: a start that may wait for its dependencies, readiness, liveness, a preStop pause', () => {
    for (const doc of rendered) {
      const pod = doc.spec.template.spec;
      const [container] = pod.containers;
      const env = envOf(container);
      const probe = (p: Doc | undefined) => ({ path: p?.httpGet?.path, port: p?.httpGet?.port });
      expect({
        name: doc.metadata.name,
        startup: probe(container.startupProbe),
        ready: probe(container.readinessProbe),
        live: probe(container.livenessProbe),
      }).toEqual({
        name: doc.metadata.name,
        startup: { path: '/health/live', port: 'http' },
        ready: { path: '/health/ready', port: 'http' },
        live: { path: '/health/live', port: 'http' },
      });
      // Minutes to start (PostgreSQL, NATS, the migration Job), then liveness.
      expect(
        container.startupProbe.periodSeconds * container.startupProbe.failureThreshold,
      ).toBeGreaterThanOrEqual(120);
      const pause = container.lifecycle?.preStop?.sleep?.seconds;
      expect({ name: doc.metadata.name, pause: pause > 0 }).toEqual({ name: doc.metadata.name, pause: true });
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + Number(env.SHUTDOWN_GRACE_MS) / 1000);
    }
  });

  it('gives every Deployment a PodDisruptionBudget and spreads its replicas over zones and nodes', () => {
    const budgets = ofKind('PodDisruptionBudget');
    for (const doc of rendered) {
      const labels = doc.spec.template.metadata.labels;
      const budget = budgets.filter((pdb) => selects(pdb.spec.selector, labels));
      expect({ name: doc.metadata.name, budgets: budget.length }).toEqual({
        name: doc.metadata.name,
        budgets: 1,
      });
      // Selects this Deployment's pods only, and lets one go at a time whatever the replica count.
      expect(budget[0]!.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': doc.metadata.name });
      expect(budget[0]!.spec.maxUnavailable).toBe(1);
      const spread = doc.spec.template.spec.topologySpreadConstraints ?? [];
      expect({ name: doc.metadata.name, keys: spread.map((c: Doc) => c.topologyKey).sort() }).toEqual({
        name: doc.metadata.name,
        keys: ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'],
      });
      for (const constraint of spread) expect(selects(constraint.labelSelector, labels)).toBe(true);
    }
    for (const hpa of ofKind('HorizontalPodAutoscaler'))
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
  });

  it('closes the network around every pod: denied by default, each under the egress policy', () => {
    const policies = ofKind('NetworkPolicy');
    expect(policies.some((doc) => Object.keys(doc.spec.podSelector).length === 0)).toBe(true);
    const egress = policies.find((doc) => doc.metadata.name === 'services-egress-infrastructure')!;
    for (const doc of [...rendered, ...jobs])
      expect({
        name: doc.metadata.name,
        egress: selects(egress.spec.podSelector, doc.spec.template.metadata.labels),
      }).toEqual({
        name: doc.metadata.name,
        egress: true,
      });
  });

  it.each([...withDatabase])(
    'migrates %s in a Job as the schema’s owner, and runs it as a role that may only read and write',
    (name) => {
      const job = named('Job', `${name}-migrate`)!;
      expect(job).toBeDefined();
      const [migrate] = job.spec.template.spec.containers;
      expect(migrate.command).toEqual(['node', 'tools/scripts/migrate.mjs', name]);
      expect(migrate.envFrom).toEqual([{ secretRef: { name: `crescendo-db-migrate-${name}` } }]);
      for (const doc of rendered.filter((doc) => serviceOf(doc.metadata.name) === name)) {
        const [container] = doc.spec.template.spec.containers;
        expect(container.image).toBe(migrate.image);
        expect(envOf(container).DATABASE_MIGRATIONS).toBe('await');
      }
    },
  );

  it('refers only to ConfigMaps it generates, and gives every process the same streams', () => {
    for (const container of resources.flatMap(podSpecsOf).flatMap(containersOf)) {
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.configMapKeyRef;
        if (!ref) continue;
        const configMap = configMaps.find((doc) => doc.metadata.name === ref.name);
        expect({ variable: variable.name, found: configMap?.data?.[ref.key] !== undefined }).toEqual({
          variable: variable.name,
          found: true,
        });
      }
      for (const source of container.envFrom ?? [])
        if (source.configMapRef)
          expect(configMaps.map((doc) => doc.metadata.name)).toContain(source.configMapRef.name);
    }
    const streams = generated('crescendo-streams');
    for (const doc of rendered)
      expect(doc.spec.template.spec.containers[0].envFrom).toContainEqual(
        expect.objectContaining({ configMapRef: { name: streams.metadata.name } }),
      );
    expect(Number(streams.data.NATS_STREAM_REPLICAS)).toBe(overlay === 'dev' ? 1 : 3);
    for (const key of ['NATS_EVENTS_MAX_BYTES', 'NATS_DEAD_LETTERS_MAX_BYTES', 'NATS_LIVE_MAX_BYTES'])
      expect(Number(streams.data[key])).toBeGreaterThan(0);
  });

  it('serves one host over HTTPS, with the live channel’s WebSocket, from the gateway behind trusted proxies', () => {
    const site = generated('crescendo-site').data;
    const host = new URL(site.PUBLIC_URL).host;
    expect(site.PUBLIC_URL).toBe(`https://${host}`);
    expect(site.TRUSTED_PROXIES).toMatch(/^[0-9a-f.:/,]+$/);
    const [ingress, ...others] = ofKind('Ingress');
    expect(others).toEqual([]);
    expect(ingress!.spec.tls).toEqual([{ hosts: [host], secretName: expect.any(String) }]);
    expect(ingress!.spec.rules.map((rule: Doc) => rule.host)).toEqual([host]);
    const paths = ingress!.spec.rules[0].http.paths as Doc[];
    expect(paths.map((path) => path.path)).toEqual(['/api/v1/live', '/']);
    for (const path of paths)
      expect(path.backend).toEqual({ service: { name: 'gateway', port: { name: 'http' } } });
    const gatewayEnv = rendered.find((doc) => doc.metadata.name === 'gateway')!.spec.template.spec
      .containers[0].env as Doc[];
    expect(gatewayEnv.map((variable) => variable.name)).toContain('TRUSTED_PROXIES');
  });

  it('needs no Secret that deploy/README.md does not list', () => {
    expect(listedSecrets.length).toBeGreaterThan(5);
    const needed = [...new Set(resources.flatMap(secretsOf))].sort();
    expect(needed).toContain('crescendo-smtp');
    expect(needed.filter((name) => !listedSecrets.some((pattern) => pattern.test(name)))).toEqual([]);
  });
});

describe('deploy/k8s/examples/external-secrets.yaml', () => {
  it('fills Secrets the pods need, from the store the operator names', () => {
    const examples = parseAllDocuments(
      readFileSync(join(k8sDir, 'examples/external-secrets.yaml'), 'utf8'),
    ).map((doc) => doc.toJS() as Doc);
    const needed = new Set(kustomize(join(overlaysDir, 'production')).flatMap(secretsOf));
    const secrets = examples.filter((doc) => doc.kind === 'ExternalSecret');
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(needed).toContain(secret.spec.target.name);
  });
});

describe('deploy/k8s/monitoring and deploy/k8s/examples, the custom resources', () => {
  it.each(['monitoring/pod-monitor.yaml', 'monitoring/alert-rules.yaml', 'examples/external-secrets.yaml'])(
    '%s: the operator’s schema accepts every document',
    (file) => {
      const docs = parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8'))
        .map((doc) => doc.toJS() as Doc)
        .filter(Boolean);
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.flatMap(schemaFindings)).toEqual([]);
    },
  );
});

describe('the schema check', () => {
  it('lists every kind it accepts, the custom resources’ included', () => {
    expect(Object.keys(kindSchemas)).toEqual(
      expect.arrayContaining([
        'apps/v1 Deployment',
        'batch/v1 Job',
        'policy/v1 PodDisruptionBudget',
        'networking.k8s.io/v1 NetworkPolicy',
        'networking.k8s.io/v1 Ingress',
        'v1 Service',
        'v1 ConfigMap',
        'monitoring.coreos.com/v1 PodMonitor',
        'monitoring.coreos.com/v1 PrometheusRule',
        'external-secrets.io/v1 ExternalSecret',
      ]),
    );
  });

  it('reports each mistake of a wrong manifest with its path, and a kind it has no schema for', () => {
    const wrong = parseAllDocuments(
      readFileSync(join(repoRoot, 'tools/scripts/test/fixtures/invalid-manifests.yaml'), 'utf8'),
    ).map((doc) => doc.toJS() as Doc);
    expect(wrong.flatMap(schemaFindings)).toEqual([
      'Deployment wrong: /spec/replicas must be integer',
      'Deployment wrong: /spec/template/spec/containers/0/ports/0/protocol must be equal to one of the allowed values (SCTP, TCP, UDP)',
      'Deployment wrong: /spec/template/spec/containers/0/readinesProbe is not a field of apps/v1 Deployment',
      'PodDisruptionBudget wrong: /spec/selector/matchLabel is not a field of policy/v1 PodDisruptionBudget',
      'Service wrong: /spec/ports/0 must have required property port',
      'ServiceMonitor wrong: no schema for monitoring.coreos.com/v1 ServiceMonitor (add it to tools/scripts/test/deploy-schemas.ts)',
    ]);
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

import { ExternalSecret } from '@kubernetes-models/external-secrets/external-secrets.io/v1beta1/ExternalSecret';
import { PodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';

/**
 * The Kubernetes API schemas the deploy files are checked against (issue 26 §7), offline: the OpenAPI
 * schemas of the API server as `kubernetes-models` ships them (compiled ajv validators, one per kind), and
 * the CRDs' schemas of the operators deploy/k8s relies on, from the same family of packages. Every kind that
 * deploy/k8s may hold is listed here; a document of any other kind is a finding, never skipped.
 */
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form YAML

/** A model class of kubernetes-models: its prototype's `validate` runs the kind's schema on `this`. */
interface Model {
  prototype: { validate(this: unknown): void };
}

interface KindSchema {
  model: Model;
  /** The apiVersion the package's schema carries, where it is not the document's own (below). */
  asApiVersion?: string;
}

export const kindSchemas: Record<string, KindSchema> = {
  'v1 Namespace': { model: Namespace },
  'v1 Service': { model: Service },
  'v1 ConfigMap': { model: ConfigMap },
  'v1 Secret': { model: Secret },
  'v1 ServiceAccount': { model: ServiceAccount },
  // The reports' recordings volume (decision 0064).
  'v1 PersistentVolumeClaim': { model: PersistentVolumeClaim },
  'apps/v1 Deployment': { model: Deployment },
  'batch/v1 Job': { model: Job },
  'autoscaling/v2 HorizontalPodAutoscaler': { model: HorizontalPodAutoscaler },
  'policy/v1 PodDisruptionBudget': { model: PodDisruptionBudget },
  'networking.k8s.io/v1 NetworkPolicy': { model: NetworkPolicy },
  'networking.k8s.io/v1 Ingress': { model: Ingress },
  // CRDs (deploy/k8s/monitoring, deploy/k8s/examples): the Prometheus Operator's and External Secrets'.
  'monitoring.coreos.com/v1 PodMonitor': { model: PodMonitor },
  'monitoring.coreos.com/v1 PrometheusRule': { model: PrometheusRule },
  // external-secrets.io/v1 is v1beta1 promoted as it was (External Secrets 0.16); the package that ships v1's
  // own schema (@kubernetes-models/external-secrets 2) needs Node 22, the CI's is 20: v1beta1's schema here.
  'external-secrets.io/v1 ExternalSecret': {
    model: ExternalSecret,
    asApiVersion: 'external-secrets.io/v1beta1',
  },
};

interface SchemaError {
  instancePath: string;
  message?: string;
  params?: { allowedValues?: unknown[] };
}

/**
 * `doc` seen through proxies that note every property the schema's validator reads: a compiled ajv validator
 * reads each property its schema defines (`data.replicas`), and enumerates the keys of a map (`labels`,
 * `data`). A key of an object it neither read nor enumerated is a field the schema does not know: what the
 * API server refuses under strict field validation (kubectl's default), and a typo (`readinesProbe`) that
 * would otherwise be dropped without a word.
 */
function watched(doc: Doc): { proxy: Doc; unknownFields: () => string[] } {
  const objects: Array<{ target: Doc; path: string; read: Set<string> }> = [];
  const enumerated = new WeakSet<object>();
  const proxies = new WeakMap<object, unknown>();
  const wrap = (value: unknown, path: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = proxies.get(value);
    if (known) return known;
    const read = new Set<string>();
    objects.push({ target: value as Doc, path, read });
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key !== 'string') return Reflect.get(target, key, receiver);
        read.add(key);
        return wrap(Reflect.get(target, key, receiver), `${path}/${key}`);
      },
      ownKeys(target) {
        enumerated.add(target);
        return Reflect.ownKeys(target);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const proxy = wrap(doc, '') as Doc;
  const unknownFields = () =>
    objects
      .filter(({ target }) => !Array.isArray(target) && !enumerated.has(target))
      .flatMap(({ target, path, read }) =>
        Object.keys(target)
          .filter((key) => !read.has(key))
          .map((key) => `${path}/${key}`),
      );
  return { proxy, unknownFields };
}

/**
 * What the API server would refuse in `doc`, as `<kind> <name>: <path> <reason>` lines (none: it is valid):
 * a value of the wrong type or outside its enum, a required field missing, a field the schema does not
 * know, a kind without a schema here.
 */
export function schemaFindings(doc: Doc): string[] {
  const kind = `${doc?.apiVersion} ${doc?.kind}`;
  const label = `${doc?.kind} ${doc?.metadata?.name}`;
  const schema = kindSchemas[kind];
  if (!schema) return [`${label}: no schema for ${kind} (add it to tools/scripts/test/deploy-schemas.ts)`];
  const data = schema.asApiVersion ? { ...doc, apiVersion: schema.asApiVersion } : doc;
  const { proxy, unknownFields } = watched(data);
  const findings: string[] = [];
  try {
    schema.model.prototype.validate.call(proxy);
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    for (const e of errors) {
      const allowed = e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : '';
      findings.push(`${label}: ${e.instancePath || '/'} ${e.message}${allowed}`);
    }
  }
  for (const path of unknownFields()) findings.push(`${label}: ${path} is not a field of ${kind}`);
  return findings;
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * `kubectl kustomize <dir>` for the tests, in JavaScript: the part of kustomize that deploy/k8s uses, and a
 * refusal of any other field, so that a kustomization this cannot render as kustomize would fails the test
 * instead of passing unseen (decision 0058: no npm package renders kustomize without a network).
 * Supported: `resources` (files, and directories holding a kustomization), `namespace`, `images` (newName,
 * newTag, digest), `configMapGenerator` (literals; the name gets a content hash, and the pods' references
 * follow it), `patches` (JSON 6902 operations, inline, with a `target` of kind and name).
 */
export type Resource = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form YAML

const supported = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'configMapGenerator',
  'patches',
]);
/** Kinds without a namespace among those deploy/k8s holds (kustomize leaves them as they are). */
const clusterScoped = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition']);

export function kustomize(dir: string): Resource[] {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const k = parse(readFileSync(file, 'utf8')) as Resource;
  const unknown = Object.keys(k).filter((key) => !supported.has(key));
  if (unknown.length > 0)
    throw new Error(`${file}: fields this renderer does not know: ${unknown.join(', ')}`);

  const resources: Resource[] = [];
  for (const entry of (k.resources ?? []) as string[]) {
    const path = resolve(dir, entry);
    if (statSync(path).isDirectory()) resources.push(...kustomize(path));
    else
      resources.push(
        ...parseAllDocuments(readFileSync(path, 'utf8'))
          .map((doc) => doc.toJS() as Resource)
          .filter(Boolean),
      );
  }
  const generated = ((k.configMapGenerator ?? []) as Resource[]).map(configMapOf);
  resources.push(...generated.map((g) => g.configMap));

  for (const patch of (k.patches ?? []) as Resource[]) applyPatch(resources, patch, file);
  if (k.namespace)
    for (const resource of resources)
      if (!clusterScoped.has(resource.kind)) resource.metadata.namespace = k.namespace;
  for (const image of (k.images ?? []) as Resource[]) setImage(resources, image);
  for (const { name, configMap } of generated) renameReferences(resources, name, configMap);
  return resources;
}

function configMapOf(generator: Resource): { name: string; configMap: Resource } {
  const known = new Set(['name', 'literals']);
  const unknown = Object.keys(generator).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new Error(`configMapGenerator: fields this renderer does not know: ${unknown}`);
  const data = Object.fromEntries(
    (generator.literals as string[]).map((literal) => {
      const at = literal.indexOf('=');
      if (at <= 0) throw new Error(`configMapGenerator ${generator.name}: '${literal}' is not KEY=VALUE`);
      return [literal.slice(0, at), literal.slice(at + 1)];
    }),
  );
  const hash = createHash('sha256')
    .update(JSON.stringify({ kind: 'ConfigMap', name: generator.name, data }))
    .digest('hex')
    .slice(0, 10);
  return {
    name: generator.name,
    configMap: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `${generator.name}-${hash}` }, data },
  };
}

function matches(resource: Resource, target: Resource): boolean {
  const known = new Set(['kind', 'name']);
  const unknown = Object.keys(target).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new Error(`patch target: fields this renderer does not know: ${unknown}`);
  if (target.kind && resource.kind !== target.kind) return false;
  if (target.name && !new RegExp(`^(?:${target.name})$`).test(resource.metadata?.name)) return false;
  return true;
}

function applyPatch(resources: Resource[], patch: Resource, file: string): void {
  if (!patch.target || typeof patch.patch !== 'string')
    throw new Error(`${file}: only inline JSON 6902 patches with a target are rendered here`);
  const operations = parse(patch.patch) as Resource[];
  if (!Array.isArray(operations))
    throw new Error(`${file}: a patch that is not a list of JSON 6902 operations`);
  const targets = resources.filter((resource) => matches(resource, patch.target));
  if (targets.length === 0) throw new Error(`${file}: a patch whose target matches nothing`);
  for (const resource of targets) for (const operation of operations) applyOperation(resource, operation);
}

function applyOperation(resource: Resource, operation: Resource): void {
  const keys = (operation.path as string)
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop()!;
  let parent: Resource = resource;
  for (const key of keys) {
    parent = Array.isArray(parent) ? parent[Number(key)] : parent[key];
    if (parent === undefined) throw new Error(`${resource.metadata.name}: no ${operation.path}`);
  }
  const isArray = Array.isArray(parent);
  switch (operation.op) {
    case 'replace':
      if (!(isArray ? Number(last) < parent.length : last in parent))
        throw new Error(
          `${resource.kind} ${resource.metadata.name}: nothing to replace at ${operation.path}`,
        );
      parent[isArray ? Number(last) : last] = operation.value;
      return;
    case 'add':
      if (isArray) parent.splice(last === '-' ? parent.length : Number(last), 0, operation.value);
      else parent[last] = operation.value;
      return;
    case 'remove':
      if (isArray) parent.splice(Number(last), 1);
      else delete parent[last];
      return;
    default:
      throw new Error(`JSON 6902 operation ${operation.op} is not rendered here`);
  }
}

/** Every pod template of a resource (Deployments', Jobs'), or a Pod's own spec. */
export function podSpecsOf(resource: Resource): Resource[] {
  if (resource.kind === 'Pod') return [resource.spec];
  if (resource.kind === 'CronJob') return [resource.spec.jobTemplate.spec.template.spec];
  return resource.spec?.template?.spec ? [resource.spec.template.spec] : [];
}

export const containersOf = (pod: Resource): Resource[] => [
  ...(pod.initContainers ?? []),
  ...(pod.containers ?? []),
];

function setImage(resources: Resource[], image: Resource): void {
  for (const container of resources.flatMap(podSpecsOf).flatMap(containersOf)) {
    const [name] = (container.image as string).split(/[@:]/);
    if (name !== image.name) continue;
    const newName = image.newName ?? name;
    container.image = image.digest
      ? `${newName}@${image.digest}`
      : `${newName}:${image.newTag ?? (container.image as string).split(':')[1] ?? 'latest'}`;
  }
}

/** kustomize's name references of a ConfigMap in pods: env, envFrom, volumes (in the same namespace). */
function renameReferences(resources: Resource[], name: string, configMap: Resource): void {
  for (const resource of resources) {
    if ((resource.metadata.namespace ?? '') !== (configMap.metadata.namespace ?? '')) continue;
    for (const pod of podSpecsOf(resource)) {
      for (const volume of pod.volumes ?? [])
        if (volume.configMap?.name === name) volume.configMap.name = configMap.metadata.name;
      for (const container of containersOf(pod)) {
        for (const source of container.envFrom ?? [])
          if (source.configMapRef?.name === name) source.configMapRef.name = configMap.metadata.name;
        for (const variable of container.env ?? [])
          if (variable.valueFrom?.configMapKeyRef?.name === name)
            variable.valueFrom.configMapKeyRef.name = configMap.metadata.name;
      }
    }
  }
}

// A minimal kustomize, enough for deploy/base and deploy/overlays/kind, so the tests can render them without a
// kustomize binary. It implements only what those kustomizations use and refuses anything else:
//   resources (files and directories), configMapGenerator (files/literals, with disableNameSuffixHash),
//   patches (strategic-merge only, from a file or inline, optionally with a target by kind/name/labelSelector),
//   images (name -> newName/newTag/digest).
// Strategic merge follows Kubernetes' patchMergeKey for the lists the manifests use (containers, env, ports,
// volumes, volumeMounts, ...); other lists are replaced, like kustomize does for lists without a merge key.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: unknown;
};

export interface Rendered {
  objects: K8sObject[];
  /** Files read from outside the kustomization's root (need --load-restrictor LoadRestrictionsNone). */
  outsideRoot: string[];
}

const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'patches', 'images', 'configMapGenerator', 'generatorOptions']);

/** A YAML document as parsed: nothing has checked yet that it is a Kubernetes object. */
type YamlDocument = { apiVersion?: string; kind?: string; metadata?: Partial<K8sObject['metadata']>; [key: string]: unknown };

function parseYamlDocuments(text: string, source: string): YamlDocument[] {
  const docs = parseAllDocuments(text);
  const out: YamlDocument[] = [];
  for (const doc of docs) {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    if (value === null || value === undefined) continue;
    out.push(value as YamlDocument);
  }
  return out;
}

/** The documents of a manifest, each checked to be a Kubernetes object (apiVersion, kind and metadata.name). */
export function parseManifests(text: string, source: string): K8sObject[] {
  return parseYamlDocuments(text, source).map((o) => {
    if (!o.apiVersion || !o.kind || !o.metadata?.name) throw new Error(`${source}: an object lacks apiVersion, kind or metadata.name`);
    return o as K8sObject;
  });
}

function readKustomization(dir: string): Record<string, unknown> {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((f) => path.join(dir, f)).find((f) => existsSync(f));
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  const [k] = parseYamlDocuments(readFileSync(file, 'utf8'), file) as unknown as Record<string, unknown>[];
  if (!k) throw new Error(`${file}: empty`);
  if (k.kind !== 'Kustomization' || k.apiVersion !== 'kustomize.config.k8s.io/v1beta1') throw new Error(`${file}: not a kustomize.config.k8s.io/v1beta1 Kustomization`);
  for (const field of Object.keys(k)) {
    if (!SUPPORTED_FIELDS.has(field)) throw new Error(`${file}: field "${field}" is not supported by the test renderer (deploy/test/lib/kustomize.ts)`);
  }
  return k;
}

const id = (o: K8sObject) => `${o.apiVersion.split('/').length > 1 ? o.apiVersion.split('/')[0] : ''}|${o.kind}|${o.metadata.namespace ?? ''}|${o.metadata.name}`;

export function renderKustomization(dir: string, root = dir): Rendered {
  const k = readKustomization(dir);
  const objects: K8sObject[] = [];
  const outsideRoot: string[] = [];
  const local = (rel: string) => {
    const abs = path.resolve(dir, rel);
    if (path.relative(root, abs).startsWith('..')) outsideRoot.push(abs);
    return abs;
  };

  for (const entry of (k.resources as string[] | undefined) ?? []) {
    const abs = path.resolve(dir, entry);
    if (!existsSync(abs)) throw new Error(`${dir}: resource ${entry} does not exist`);
    if (statSync(abs).isDirectory()) {
      const sub = renderKustomization(abs, abs);
      objects.push(...sub.objects);
      outsideRoot.push(...sub.outsideRoot);
    } else {
      if (path.relative(root, abs).startsWith('..')) throw new Error(`${dir}: resource file ${entry} is outside the kustomization root`);
      objects.push(...parseManifests(readFileSync(abs, 'utf8'), abs));
    }
  }

  const options = (k.generatorOptions ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(options)) if (key !== 'disableNameSuffixHash') throw new Error(`${dir}: generatorOptions.${key} is not supported`);
  for (const gen of (k.configMapGenerator as Record<string, unknown>[] | undefined) ?? []) {
    if (options.disableNameSuffixHash !== true) throw new Error(`${dir}: configMapGenerator needs generatorOptions.disableNameSuffixHash: true here`);
    for (const key of Object.keys(gen)) if (!['name', 'files', 'literals'].includes(key)) throw new Error(`${dir}: configMapGenerator.${key} is not supported`);
    const data: Record<string, string> = {};
    for (const f of (gen.files as string[] | undefined) ?? []) {
      const [key, rel] = f.includes('=') ? (f.split('=', 2) as [string, string]) : [path.basename(f), f];
      const abs = local(rel);
      if (!existsSync(abs)) throw new Error(`${dir}: configMapGenerator file ${rel} does not exist`);
      data[key] = readFileSync(abs, 'utf8');
    }
    for (const l of (gen.literals as string[] | undefined) ?? []) {
      const eq = l.indexOf('=');
      data[l.slice(0, eq)] = l.slice(eq + 1);
    }
    if (typeof gen.name !== 'string' || !gen.name) throw new Error(`${dir}: a configMapGenerator lacks a name`);
    objects.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: gen.name }, data });
  }

  // Every object has its apiVersion, kind and name by now: parseManifests checked the files'.
  const seen = new Set<string>();
  for (const o of objects) {
    if (seen.has(id(o))) throw new Error(`${dir}: duplicate ${o.kind}/${o.metadata.name}`);
    seen.add(id(o));
  }

  for (const p of (k.patches as Record<string, unknown>[] | undefined) ?? []) {
    for (const key of Object.keys(p)) if (!['path', 'patch', 'target'].includes(key)) throw new Error(`${dir}: patches[].${key} is not supported`);
    const patchPath = typeof p.path === 'string' ? p.path : undefined;
    const text = patchPath ? readFileSync(local(patchPath), 'utf8') : (p.patch as string);
    const docs = parseYamlDocuments(text, patchPath ?? 'inline patch');
    const [patch] = docs;
    if (docs.length !== 1 || !patch || Array.isArray(patch) || !patch.kind)
      throw new Error(`${dir}: only single-document strategic-merge patches are supported (${patchPath ?? 'inline'})`);
    const target = p.target as Record<string, string> | undefined;
    const matches = objects.filter((o) => (target ? matchesTarget(o, target) : o.kind === patch.kind && o.metadata.name === patch.metadata?.name));
    if (matches.length === 0) throw new Error(`${dir}: patch ${patchPath ?? 'inline'} matches no resource`);
    for (const o of matches) {
      const { metadata, ...rest } = patch;
      const merged = strategicMerge(o, { ...rest, metadata: { ...metadata, name: o.metadata.name } }, []) as K8sObject;
      objects[objects.indexOf(o)] = merged;
    }
  }

  for (const img of (k.images as Record<string, string>[] | undefined) ?? []) {
    for (const key of Object.keys(img)) if (!['name', 'newName', 'newTag', 'digest'].includes(key)) throw new Error(`${dir}: images[].${key} is not supported`);
    for (const o of objects)
      forEachContainer(o, (c) => {
        const image = c.image as string | undefined;
        if (!image) return;
        const { name, tag, digest } = splitImage(image);
        if (name !== img.name) return;
        const newName = img.newName ?? name;
        if (img.digest) c.image = `${newName}@${img.digest}`;
        else if (img.newTag) c.image = `${newName}:${img.newTag}`;
        else c.image = `${newName}${digest ? `@${digest}` : tag ? `:${tag}` : ''}`;
      });
  }

  return { objects, outsideRoot };
}

export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [beforeDigest, digest] = image.split('@') as [string, string | undefined];
  const lastSlash = beforeDigest.lastIndexOf('/');
  const colon = beforeDigest.indexOf(':', lastSlash + 1);
  return colon === -1 ? { name: beforeDigest, digest } : { name: beforeDigest.slice(0, colon), tag: beforeDigest.slice(colon + 1), digest };
}

function matchesTarget(o: K8sObject, target: Record<string, string>): boolean {
  for (const key of Object.keys(target)) if (!['kind', 'name', 'labelSelector', 'group', 'version'].includes(key)) throw new Error(`patch target.${key} is not supported`);
  if (target.kind && o.kind !== target.kind) return false;
  if (target.name && !new RegExp(`^(?:${target.name})$`).test(o.metadata.name)) return false;
  if (target.group !== undefined && (o.apiVersion.includes('/') ? o.apiVersion.split('/')[0] : '') !== target.group) return false;
  if (target.labelSelector) {
    for (const term of target.labelSelector.split(',')) {
      const [k, v] = term.split('=').map((s) => s.trim()) as [string, string | undefined];
      if (v === undefined || /[!()]/.test(k)) throw new Error(`labelSelector "${target.labelSelector}": only k=v terms are supported`);
      if (o.metadata.labels?.[k] !== v) return false;
    }
  }
  return true;
}

/** Merge keys (Kubernetes patchMergeKey) of the lists these manifests patch. */
function mergeKey(field: string, items: unknown[]): string | undefined {
  switch (field) {
    case 'containers':
    case 'initContainers':
    case 'ephemeralContainers':
    case 'env':
    case 'volumes':
    case 'imagePullSecrets':
      return 'name';
    case 'volumeMounts':
      return 'mountPath';
    case 'ports':
      return items.some((i) => i && typeof i === 'object' && 'containerPort' in i) ? 'containerPort' : 'port';
    default:
      return undefined;
  }
}

const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export function strategicMerge(base: unknown, patch: unknown, pathSoFar: string[]): unknown {
  if (isMap(patch)) {
    for (const key of Object.keys(patch)) if (key.startsWith('$')) throw new Error(`strategic-merge directive ${key} at ${pathSoFar.join('.')} is not supported`);
    const out = new Map(Object.entries(isMap(base) ? base : {}));
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) out.delete(key);
      else out.set(key, strategicMerge(out.get(key), value, [...pathSoFar, key]));
    }
    return Object.fromEntries(out);
  }
  if (Array.isArray(patch)) {
    const field = pathSoFar[pathSoFar.length - 1] ?? '';
    const key = mergeKey(field, [...(Array.isArray(base) ? base : []), ...patch]);
    if (!key || !Array.isArray(base)) return structuredClone(patch);
    const out = base.map((b) => structuredClone(b));
    for (const item of patch) {
      if (!isMap(item) || item[key] === undefined) throw new Error(`list ${pathSoFar.join('.')} needs "${key}" on every patched item`);
      const i = out.findIndex((b) => isMap(b) && b[key] === item[key]);
      if (i === -1) out.push(structuredClone(item));
      else out[i] = strategicMerge(out[i], item, [...pathSoFar, typeof item[key] === 'string' ? item[key] : JSON.stringify(item[key])]);
    }
    return out;
  }
  return patch;
}

/** Calls fn for every container (and init container) of a workload or pod. */
function forEachContainer(o: unknown, fn: (c: Record<string, unknown>) => void): void {
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isMap(v)) {
      for (const [key, value] of Object.entries(v)) {
        if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) value.forEach((c) => isMap(c) && fn(c));
        else walk(value);
      }
    }
  };
  walk(o);
}

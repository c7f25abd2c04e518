import { ScrapeFailureError } from '../errors.ts';
import { isJsonObject, jsonObject } from './json-request.ts';

/** The addon protocol's content types for what we play. */
export type StremioType = 'movie' | 'series';

type AddonResource = { name: string; types?: string[]; idPrefixes?: string[] };

export type AddonManifest = {
  resources: AddonResource[];
  types: string[];
  idPrefixes?: string[];
};

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** A resource is a name ("stream"), or an object that narrows the manifest's types and prefixes. */
function readResource(resource: unknown): AddonResource | null {
  if (typeof resource === 'string') return { name: resource };
  if (!isJsonObject(resource) || typeof resource.name !== 'string') return null;
  const types = stringList(resource.types);
  const idPrefixes = stringList(resource.idPrefixes);
  return {
    name: resource.name,
    ...(types ? { types } : {}),
    ...(idPrefixes ? { idPrefixes } : {}),
  };
}

export function readAddonManifest(body: unknown): AddonManifest {
  const root = jsonObject(body, 'addon manifest');
  if (!Array.isArray(root.resources)) {
    throw new ScrapeFailureError('addon manifest lists no resources');
  }
  const idPrefixes = stringList(root.idPrefixes);
  return {
    resources: root.resources.map(readResource).filter((r): r is AddonResource => r !== null),
    types: stringList(root.types) ?? [],
    ...(idPrefixes ? { idPrefixes } : {}),
  };
}

/** Whether the addon answers stream requests for this type and id, as its manifest declares. */
export function offersStreams(manifest: AddonManifest, type: StremioType, id: string): boolean {
  return manifest.resources.some((resource) => {
    if (resource.name !== 'stream') return false;
    const types = resource.types ?? manifest.types;
    const prefixes = resource.idPrefixes ?? manifest.idPrefixes;
    return types.includes(type) && (!prefixes || prefixes.some((p) => id.startsWith(p)));
  });
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import type { DeclaredShared } from '@erep/shared/schemas';

/** What the shell provides: shared module name -> version, from its federation manifest. */
export async function shellSingletons(staticRoot: string | null): Promise<Map<string, string> | null> {
  if (!staticRoot) return null;
  try {
    const manifest = JSON.parse(await readFile(join(staticRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
      shared?: { name?: unknown; version?: unknown }[];
    };
    const provided = new Map<string, string>();
    for (const entry of manifest.shared ?? []) {
      if (typeof entry.name === 'string' && typeof entry.version === 'string') provided.set(entry.name, entry.version);
    }
    return provided;
  } catch {
    return null;
  }
}

/**
 * Singletons a release needs that the shell cannot give it: a major upgrade of React or the router
 * is the one change that must ship together with the shell.
 */
export function incompatibleSingletons(declared: DeclaredShared[], provided: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of declared) {
    const version = provided.get(name);
    if (!version || requiredVersion === '' || requiredVersion === '*') continue;
    if (!semver.validRange(requiredVersion)) {
      problems.push(`${name}: '${requiredVersion}' is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion)) {
      problems.push(`${name}: needs ${requiredVersion}, the shell provides ${version}`);
    }
  }
  return problems;
}

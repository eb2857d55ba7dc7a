import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Orm } from '../db/client';
import { manifestEntries } from '../domain/manifest';

/** Where the public remote's standalone scripts live, from the same record as GET /api/mf/manifest. */
export interface PublicEntry {
  base: string;
  scripts: string[];
}

const cache = new Map<string, { at: number; scripts: string[] }>();
const TTL_MS = 5000;

/** Maps a served URL to the file on disk (local builds and release folders). */
function diskPath(root: string, url: string): string | null {
  const local = /^\/remotes\/(mf-[a-z]+)\/(.*)$/.exec(url);
  if (local) return join(root, local[1] ?? '', 'dist', local[2] ?? '');
  if (url.startsWith('/releases/') && !url.includes('..')) return join(root, url);
  return null;
}

export async function publicEntry(orm: Orm, partnerCode: string, staticRoot: string | null): Promise<PublicEntry | null> {
  if (!staticRoot) return null;
  const [entry] = await manifestEntries(orm, partnerCode, ['mf-public']);
  if (!entry) return null;
  const base = entry.entry.replace(/[^/]*$/, '');
  const hit = cache.get(base);
  if (hit && Date.now() - hit.at < TTL_MS) return { base, scripts: hit.scripts };
  const file = diskPath(staticRoot, `${base}index.html`);
  if (!file) return null;
  try {
    const html = await readFile(file, 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
      .map((m) => m[1] ?? '')
      .filter((src) => /^[A-Za-z0-9._-]+\.js$/.test(src))
      .map((src) => `${base}${src}`);
    cache.set(base, { at: Date.now(), scripts });
    return { base, scripts };
  } catch {
    return null;
  }
}

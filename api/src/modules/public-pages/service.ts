import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Orm } from '../../db/client';
import { TtlCache } from '../../lib/cache';
import { manifestEntries } from '../manifest/service';
import type { FeedbackTarget } from '../public-feedback/service';

/** Maps a served URL to the file on disk (local builds and release folders). */
function diskPath(root: string, url: string): string | null {
  const local = /^\/remotes\/(mf-[a-z]+)\/(.*)$/.exec(url);
  if (local) return join(root, local[1] ?? '', 'dist', local[2] ?? '');
  if (url.startsWith('/releases/') && !url.includes('..')) return join(root, url);
  return null;
}

async function readScripts(staticRoot: string, base: string): Promise<string[] | null> {
  const file = diskPath(staticRoot, `${base}index.html`);
  if (!file) return null;
  try {
    const html = await readFile(file, 'utf8');
    return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
      .map((m) => m[1] ?? '')
      .filter((src) => /^[A-Za-z0-9._-]+\.js$/.test(src))
      .map((src) => `${base}${src}`);
  } catch {
    return null;
  }
}

/**
 * The public remote's standalone scripts, located through the same record as GET /api/mf/manifest,
 * so a promoted or rolled-back release reaches the QR pages too. Kept 5 s per release folder.
 */
export function publicScripts(orm: Orm, partnerCode: string, staticRoot: string | null): () => Promise<string[]> {
  const cache = new TtlCache<string[] | null>({ max: 50, ttlMs: 5000 });
  return async () => {
    if (!staticRoot) return [];
    const [entry] = await manifestEntries(orm, partnerCode, ['mf-public']);
    if (!entry) return [];
    const base = entry.entry.replace(/[^/]*$/, '');
    return (await cache.getOrLoad(base, () => readScripts(staticRoot, base))) ?? [];
  };
}

export type PageKind = 'establishment' | 'staff' | 'unit';

export interface PageParams {
  tag: string;
  id?: string;
  etab?: string;
  rfuid?: string;
}

export function targetOf(kind: PageKind, p: PageParams): FeedbackTarget {
  if (kind === 'establishment') return { customer: p.tag, establishment: p.id ?? '' };
  if (kind === 'staff') return { customer: p.tag, establishment: p.etab ?? '', staff: p.id };
  return { customer: p.tag, establishment: p.etab ?? '', unit: p.id };
}

/** HTML forms post strings; anything else (repeated fields) is dropped. */
export const stringValues = (body: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, value] of Object.entries(body as Record<string, unknown>)) if (typeof value === 'string') out[k] = value;
  }
  return out;
};

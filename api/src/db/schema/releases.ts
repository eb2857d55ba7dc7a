import type { RemoteContract } from '@erep/shared/schemas';
import { integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { partners } from './tenants';

export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    commit: text('commit'),
    entryUrl: text('entry_url').notNull(),
    integrity: text('integrity'),
    /** SHA-256 over every file of the release, to prove it never changes. */
    contentHash: text('content_hash'),
    /** Singletons the release declares ({ name, requiredVersion }), checked against the shell's. */
    shared: jsonb('shared').$type<{ name: string; requiredVersion: string }[]>().notNull().default([]),
    /** Navigation and landing path the remote declared at publish (null for releases made before). */
    contract: jsonb('contract').$type<RemoteContract>(),
    createdAt: createdAt(),
  },
  (t) => [unique('remote_releases_remote_version_uq').on(t.remote, t.version)],
);

/** Active release per remote; partner_code null = the global default, a partner row overrides it. */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    partnerCode: text('partner_code').references(() => partners.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => remoteReleases.id, { onDelete: 'restrict' }),
    previousReleaseId: integer('previous_release_id').references(() => remoteReleases.id, { onDelete: 'set null' }),
    activatedAt: tstz('activated_at').notNull().defaultNow(),
  },
  (t) => [unique('remote_activations_remote_partner_uq').on(t.remote, t.partnerCode).nullsNotDistinct()],
);

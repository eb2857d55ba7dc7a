import * as v from 'valibot';

/** Federation names of the remotes, keyed by their package folder. */
export const REMOTE_NAMES = {
  'mf-auth': 'mf_auth',
  'mf-public': 'mf_public',
  'mf-erep': 'mf_erep',
  'mf-leadgen': 'mf_leadgen',
  'mf-account': 'mf_account',
} as const;
export type RemotePackage = keyof typeof REMOTE_NAMES;
export type RemoteName = (typeof REMOTE_NAMES)[RemotePackage];
export const REMOTE_PACKAGES = Object.keys(REMOTE_NAMES) as RemotePackage[];

export const tagSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'too_long'), v.regex(/^[A-Za-z0-9_-]+$/, 'tag'));

/** A database id in a path or query string: a positive integer, as a number once parsed. */
export const idStringSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'id'), v.transform(Number));

import * as v from 'valibot';

/*
 * Generic resource routes (spec section 7): `GET /{resource}` pages with `page`, `per_page`, `sort`
 * and `order`; `PATCH /{resource}/{id}` takes `application/merge-patch+json` (RFC 7396).
 */

export const MERGE_PATCH_CONTENT_TYPE = 'application/merge-patch+json';
export const RESOURCE_DEFAULT_PER_PAGE = 20;
export const RESOURCE_MAX_PER_PAGE = 100;
/** Spec section 9: paging a list stops at 10,000 items. */
export const AUTO_PAGING_CAP = 10_000;

const positiveInt = (error: string, max: number) =>
  v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, error), v.transform(Number), v.maxValue(max, error));

/** The paging part of a list query; each resource adds its `sort` keys and filters. */
export const resourcePageEntries = {
  page: v.optional(positiveInt('page', 1_000_000)),
  per_page: v.optional(positiveInt('per_page', RESOURCE_MAX_PER_PAGE)),
  order: v.optional(v.picklist(['asc', 'desc'], 'order')),
};

/** A page of a resource list: enough for the client to page through `total`. */
export interface ResourcePage<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

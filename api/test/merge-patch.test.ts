import { describe, expect, it } from 'vitest';
import { applyMergePatch } from '../src/lib/merge-patch';

describe('applyMergePatch (RFC 7396)', () => {
  it('merges objects member by member, recursively', () => {
    expect(applyMergePatch({ a: 'b', c: { d: 'e', f: 'g' } }, { a: 'z', c: { f: null } })).toEqual({ a: 'z', c: { d: 'e' } });
    expect(applyMergePatch({ a: { b: 'c' } }, { a: { b: 'd', c: null } })).toEqual({ a: { b: 'd' } });
  });

  it('removes members set to null and adds new ones', () => {
    expect(applyMergePatch({ a: 'b', b: 'c' }, { a: null, x: 1 })).toEqual({ b: 'c', x: 1 });
    expect(applyMergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
  });

  it('replaces arrays and scalars whole, and a non-object patch replaces the target', () => {
    expect(applyMergePatch({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
    expect(applyMergePatch({ a: 'b' }, ['c'])).toEqual(['c']);
    expect(applyMergePatch({ a: 'foo' }, null)).toBeNull();
    expect(applyMergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 });
  });

  it('leaves the target untouched', () => {
    const target = { a: { b: 1 } };
    applyMergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });
});

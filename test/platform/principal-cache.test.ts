import { describe, expect, it } from 'vitest';
import { PrincipalCache } from '../../src/platform/auth.js';
import type { Principal } from '../../src/platform/context.js';

const principal = (keyId: string): Principal => ({
  kind: 'apiKey',
  keyId,
  tenantId: '00000000-0000-4000-8000-000000000001',
  mode: 'live',
  scopes: ['calls:read'],
  tier: 'business',
});

describe('PrincipalCache', () => {
  it('keeps a found principal, never a miss, and forgets all on clear', async () => {
    const cache = new PrincipalCache();
    let loads = 0;
    const load = (p: Principal | null) => async () => {
      loads++;
      return p;
    };
    expect(await cache.get('a', load(principal('a')))).toMatchObject({ keyId: 'a' });
    expect(await cache.get('a', load(principal('changed')))).toMatchObject({ keyId: 'a' });
    expect(loads).toBe(1);
    expect(await cache.get('b', load(null))).toBeNull();
    expect(await cache.get('b', load(principal('b')))).toMatchObject({ keyId: 'b' });
    expect(loads).toBe(3);
    cache.clear();
    expect(await cache.get('a', load(principal('a2')))).toMatchObject({ keyId: 'a2' });
    expect(loads).toBe(4);
  });

  it('does not keep a principal its `keep` test refuses', async () => {
    const cache = new PrincipalCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return principal('refused');
    };
    await cache.get('r', load, () => false);
    await cache.get('r', load, () => false);
    expect(loads).toBe(2);
  });

  it('does not keep what a lookup read before a clear that happened while it ran', async () => {
    const cache = new PrincipalCache();
    let release!: () => void;
    const slow = cache.get(
      'k',
      () =>
        new Promise<Principal>((resolve) => {
          release = () => resolve(principal('before-revocation'));
        }),
    );
    cache.clear(); // the key was revoked while the lookup was in flight
    release();
    expect(await slow).toMatchObject({ keyId: 'before-revocation' });
    expect(await cache.get('k', async () => null)).toBeNull();
  });

  it('is bounded in size and in time, and its principals cannot be changed by a request', async () => {
    const cache = new PrincipalCache(2, 50);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => principal(k));
    expect(await cache.get('a', async () => null)).toBeNull(); // the oldest went first
    const c = await cache.get('c', async () => null);
    expect(c).toMatchObject({ keyId: 'c' });
    expect(() => {
      if (c?.kind === 'apiKey') c.scopes.push('faq:write');
    }).toThrow(TypeError);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('c', async () => null)).toBeNull();
  });
});

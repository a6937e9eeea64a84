import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A real OpenID provider (`oidc-provider`) on a free loopback port, with one confidential
 * client and its development login/consent pages, standing in for Google in tests.
 */
export class LocalOidcProvider {
  readonly accounts = new Map<string, OidcAccount>();
  readonly clientId = 'recepcja-test-client';
  readonly clientSecret = 'recepcja-test-client-secret-0123456789';
  readonly redirectUri = 'http://127.0.0.1:5999/oauth/google/callback';
  private server: Server | undefined;
  issuer = '';

  async start(): Promise<this> {
    this.server = createServer();
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [this.redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['recepcja-test-cookie-key-0123456789'] },
      findAccount: async (_ctx, id) => {
        const account = this.accounts.get(id);
        if (!account) return undefined;
        return { accountId: id, claims: async () => ({ sub: id, ...account }) };
      },
    });
    this.server.on('request', provider.callback());
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * Plays the browser: opens the consent address, signs in as `accountId` on the provider's
   * login page, consents, and returns the `code` and `state` of the final redirect.
   */
  async consent(authorizationUrl: string, accountId: string): Promise<{ code: string; state: string }> {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    };
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(this.redirectUri)) {
        const u = new URL(url);
        const code = u.searchParams.get('code');
        const state = u.searchParams.get('state');
        if (!code || !state) throw new Error(`provider answered ${url}`);
        return { code, state };
      }
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(res);
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location')!, url).href;
        continue;
      }
      const html = await res.text();
      if (!new URL(url).pathname.startsWith('/interaction/'))
        throw new Error(`unexpected page ${res.status} ${url}: ${html.slice(0, 300)}`);
      const isLogin = html.includes('name="login"');
      const body = isLogin
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
      const post = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      remember(post);
      if (post.status < 300 || post.status >= 400)
        throw new Error(`interaction answered ${post.status}: ${await post.text()}`);
      url = new URL(post.headers.get('location')!, url).href;
    }
    throw new Error('too many redirects');
  }
}

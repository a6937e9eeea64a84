import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDefinition, Platform } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';

/**
 * The owners' dashboard (web/, built by Vite into web/dist) served by the service itself under
 * `/app/`, so `npm start` serves API and app from one origin (`APP_URL` defaults to
 * `{PUBLIC_BASE_URL}/app`). Hashed assets are cached for a year (`immutable`), served
 * pre-compressed (brotli or gzip, made at build time) when the browser accepts it; the page
 * itself is `no-cache`, and every address under `/app/` that is not a file is the app (its
 * router shows the page, or its not-found page).
 */

export const APP_PREFIX = '/app';
/** web/dist, from src/surfaces (tsx) and from dist/surfaces (the build) alike. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One dashboard address and the chunks its page needs (web/dist/preload.json, made at build). */
interface RoutePreload {
  path: string;
  files: string[];
  css: string[];
}

/**
 * The route of `rel` (an address under /app/, without the prefix): the most specific pattern
 * that matches (`calls/:id`, `admin/*`), counting its literal segments.
 */
export function matchPreload(routes: RoutePreload[], rel: string): RoutePreload | undefined {
  const want = rel.split('/').filter(Boolean);
  let best: { route: RoutePreload; score: number } | undefined;
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const seg = pattern[i]!;
      if (seg === '*') {
        score -= 1;
        break;
      }
      if (i >= want.length) ok = false;
      else if (seg.startsWith(':')) ok = want[i]!.length > 0;
      else if (seg === want[i]) score += 2;
      else ok = false;
    }
    if (ok && !pattern.includes('*') && pattern.length !== want.length) ok = false;
    if (ok && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

const webAppRoutes: FastifyPluginAsync<Platform> = async (fastify) => {
  const indexFile = path.join(WEB_DIST, 'index.html');
  const preloadFile = path.join(WEB_DIST, 'preload.json');
  let indexHtml: string | undefined;
  let preloads: RoutePreload[] = [];
  const pages = new Map<RoutePreload, string>();
  /**
   * The app's page for an address: the built index.html, plus `modulepreload` hints for the
   * chunks of the page asked for, so the browser fetches them with the entry instead of after
   * it has run (a cold first visit saves a round of requests).
   */
  const page = (url: string) => {
    if (indexHtml === undefined && existsSync(indexFile)) {
      indexHtml = readFileSync(indexFile, 'utf8');
      try {
        preloads = JSON.parse(readFileSync(preloadFile, 'utf8')) as RoutePreload[];
      } catch {
        preloads = [];
      }
    }
    if (indexHtml === undefined) return undefined;
    const rel = (url.split('?')[0] ?? '').slice(APP_PREFIX.length);
    const route = matchPreload(preloads, rel);
    if (!route) return indexHtml;
    let html = pages.get(route);
    if (html === undefined) {
      const hints = [
        ...route.css.map((f) => `<link rel="preload" as="style" crossorigin href="${APP_PREFIX}/${f}">`),
        ...route.files.map((f) => `<link rel="modulepreload" crossorigin href="${APP_PREFIX}/${f}">`),
      ].join('');
      html = indexHtml.replace('</head>', `${hints}</head>`);
      pages.set(route, html);
    }
    return html;
  };

  function sendApp(request: FastifyRequest, reply: FastifyReply) {
    // A missing asset is a plain 404, never the page (a stale tab asking for an old chunk).
    if (request.url.startsWith(`${APP_PREFIX}/assets/`)) throw new AppError(404, 'not_found');
    const html = page(request.url);
    if (!html) {
      throw new AppError(503, 'dashboard_not_built', {
        message: 'The dashboard has not been built: run `npm run build` (npm start does it).',
        messagePl: 'Panel nie został zbudowany: uruchom `npm run build` (robi to npm start).',
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // @fastify/static sends the files (ranges, ETag, pre-compressed variants, no path escapes);
  // the routes are ours, so that they carry the route config every route declares.
  await fastify.register(fastifyStatic, {
    root: path.join(WEB_DIST, 'assets'),
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(reply: FastifyReply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  // Every route here is public: the page and its assets hold no data (the app signs in through the API).
  const open = { schema: { hide: true }, config: { auth: ['none' as const] } };
  fastify.get<{ Params: { '*': string } }>(`${APP_PREFIX}/assets/*`, open, (request, reply) =>
    reply.sendFile(request.params['*']),
  );
  fastify.get(`${APP_PREFIX}/`, open, sendApp);
  fastify.get(`${APP_PREFIX}/*`, open, sendApp);
  // A browser opening the service's root lands in the dashboard; API clients get the usual 404.
  fastify.get('/', open, async (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/html')) throw new AppError(404, 'not_found');
    return reply.redirect(`${APP_PREFIX}/`, 302);
  });
};

export const webAppSurface: ModuleDefinition = { name: 'web-app', routes: webAppRoutes };

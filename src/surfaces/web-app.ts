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

const webAppRoutes: FastifyPluginAsync<Platform> = async (fastify) => {
  const indexFile = path.join(WEB_DIST, 'index.html');
  let indexHtml: string | undefined;
  const page = () => {
    if (indexHtml === undefined && existsSync(indexFile)) indexHtml = readFileSync(indexFile, 'utf8');
    return indexHtml;
  };

  function sendApp(request: FastifyRequest, reply: FastifyReply) {
    // A missing asset is a plain 404, never the page (a stale tab asking for an old chunk).
    if (request.url.startsWith(`${APP_PREFIX}/assets/`)) throw new AppError(404, 'not_found');
    const html = page();
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

import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sqlErrorOf } from '../../db/client.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { errorResponses } from '../tenants/http.js';
import { DEMO_EMAIL, seedDemo } from './demo.seed.js';

const SeedBody = Type.Object(
  {
    reset_password: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'When the demo account exists: set a new password and answer it.',
      }),
    ),
  },
  { additionalProperties: false },
);

const SeedResponse = Type.Object({
  created: Type.Boolean({ description: 'False when the demo account already existed (nothing was added).' }),
  email: Type.String({ description: `The sign-in e-mail (\`${DEMO_EMAIL}\`).` }),
  password: Type.Union([Type.String(), Type.Null()], {
    description:
      'The sign-in password: set when the account was created now or with `reset_password`, else null.',
  }),
  user_id: Type.String({ format: 'uuid' }),
  tenant_id: Type.String({ format: 'uuid' }),
  phone_number: Type.String({ description: "The demo tenant's number (E.164), for `npm run call -- --to`." }),
  live_key: Type.String({ description: 'A new live API key (shown only here).' }),
  test_key: Type.String({ description: 'A new test API key (shown only here).' }),
  knowledge_chunks: Type.Integer({ description: 'Passages of the knowledge document stored by this run.' }),
});

/** `npm run seed:demo` through the running service (`X-Internal-Key`). */
export default async function demoRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/internal/demo/seed',
    {
      config: { auth: ['internal'] },
      schema: {
        tags: ['demo'],
        summary: 'Create the demo account and tenant',
        description: [
          'What `npm run seed:demo` does, run by the service on its own database: the script calls it when it finds the service answering (with the embedded database only one process may open `DATA_DIR`).',
          'Creates a demo account (`demo@recepcja.local`, e-mail verified) owning a live Business tenant with opening hours, FAQ, the number `+48123450000`, six completed calls with transcripts, appointments, and a knowledge document, in one transaction; answers 201 with the password.',
          '**Idempotent**, also when called concurrently: when the account exists nothing is added (200, `created: false`, `password: null` unless `reset_password`). Every run revokes the previous demo API keys and answers a new live and test key (keys are shown only when created).',
          'Refused on a production service (`NODE_ENV=production`): 403 `demo_seed_disabled`.',
        ].join('\n\n'),
        body: Type.Optional(SeedBody),
        response: { 201: SeedResponse, 200: SeedResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (p.config.env === 'production') throw new AppError(403, 'demo_seed_disabled');
      const seed = () =>
        seedDemo(p.database, p.config, {
          clock: p.clock,
          resetPassword: request.body?.reset_password === true,
          onRevoked: () => p.authChanges.announce(),
        });
      // Two seeds at once: the one that loses the race for the demo account finds it on a
      // second look (200, `created: false`), as an idempotent seed should.
      const r = await seed().catch((err) => {
        if (sqlErrorOf(err)?.code === '23505') return seed();
        throw err;
      });
      reply.code(r.created ? 201 : 200);
      return {
        created: r.created,
        email: r.email,
        password: r.password,
        user_id: r.userId,
        tenant_id: r.tenantId,
        phone_number: r.phoneNumber,
        live_key: r.liveKey,
        test_key: r.testKey,
        knowledge_chunks: r.knowledgeChunks,
      };
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { VoiceConfigResponse, VoiceConfigUpdate, voiceDto } from './voice-config.dto.js';
import { createVoiceConfigService } from './voice-config.service.js';

const tags = ['tenants'];

/** The voice configuration in the dashboard (the developer API has it at `/v2/voice-config`). */
export default async function voiceConfigRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = createVoiceConfigService({ db: p.db, clock: p.clock });

  app.get(
    '/tenants/:tenant_id/voice-config',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Voice configuration',
        description:
          'How the receptionist sounds on the phone: conversation `language`, `voice`, `greeting` (null: the built-in greeting with the business name), `speaking_rate`, `record_calls`, `max_call_minutes`. A tenant that never changed it gets the defaults (`pl`, `default`, null, 1.0, true, 15). The same configuration as `/v2/voice-config`.',
        params: TenantParams,
        response: { 200: VoiceConfigResponse, ...errorResponses(404) },
      },
    },
    async (request) => voiceDto(await svc.get(tenantCtx(request, request.params.tenant_id))),
  );

  app.patch(
    '/tenants/:tenant_id/voice-config',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update the voice configuration',
        description:
          'Partial: the fields given replace the stored values (at least one); `greeting: null` restores the built-in greeting. Answers the whole configuration; the next call uses it.',
        params: TenantParams,
        body: VoiceConfigUpdate,
        response: { 200: VoiceConfigResponse, ...errorResponses(404) },
      },
    },
    async (request) => voiceDto(await svc.patch(tenantCtx(request, request.params.tenant_id), request.body)),
  );
}

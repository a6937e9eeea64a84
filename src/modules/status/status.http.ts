import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { ErrorBody } from './status.dto.js';

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;

export const IncidentParams = Type.Object({
  incident_id: Type.String({ description: 'Incident id (UUID).' }),
});

/** The app as the routes plugin holds it after `withTypeProvider<TypeBoxTypeProvider>()`. */
export type StatusApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

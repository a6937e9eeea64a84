import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { fileField, multipartBody } from '../../platform/openapi-exact.js';
import { PARSE_LIMITS, SANDBOX_CONCURRENCY, SANDBOX_QUEUE_MAX } from '../../platform/sandbox.js';
import { StringEnum } from '../../platform/schema-types.js';
import { readSingleUpload } from '../../platform/uploads.js';
import { OFFICE_ZIP_LIMITS, XML_MAX_DEPTH } from '../../platform/zip-guard.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { KNOWLEDGE_MAX_BYTES } from './extract.js';
import { faqRoutes } from './faq.routes.js';
import { knowledgeServiceFor, MILESTONES, TOPICS_PER_DOCUMENT_CAP } from './knowledge.service.js';
import { RELEVANCE_THRESHOLD } from './search.js';
import { CHUNK_MAX, CHUNK_OVERLAP, CHUNK_TARGET } from './text.js';

const tags = ['knowledge'];

const KnowledgeDocument = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  source: Type.String({ description: '`upload` (dashboard) or `api` (v2).' }),
  mime_type: Type.String({ description: 'Of the recognised content, not of the declared type.' }),
  size_bytes: Type.Integer({ description: 'Size of the uploaded file (of the text for `api`).' }),
  chunk_count: Type.Integer({ description: 'Passages the document was split into.' }),
  created_at: Type.String({ format: 'date-time' }),
});

const docDto = (r: {
  id: string;
  title: string;
  source: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
  chunkCount: number;
}) => ({
  id: r.id,
  title: r.title,
  source: r.source,
  mime_type: r.mimeType,
  size_bytes: r.sizeBytes,
  chunk_count: r.chunkCount,
  created_at: r.createdAt.toISOString(),
});

const Citation = Type.Object({
  document_id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  chunk_id: Type.String({ format: 'uuid' }),
  excerpt: Type.String({ description: 'The retrieved passage, as stored.' }),
  score: Type.Number({ description: 'Relevance from 0 to 1.' }),
});

const QueryResponse = Type.Object({
  answer: Type.String({
    description:
      'Sentences quoted from the cited passages, each followed by `[n]` (the citation number); or an honest "I don’t know" when nothing relevant was found.',
  }),
  found: Type.Boolean(),
  language: Type.Union([Type.Literal('pl'), Type.Literal('en')], {
    description: 'Language of the question (guessed), used for the "I don’t know" answer.',
  }),
  citations: Type.Array(Citation),
});

const NextBestAction = Type.Object({
  key: StringEnum(['opening_hours', 'upload_document', 'add_faq', 'next_milestone'] as const),
  label: Type.String(),
  label_pl: Type.String(),
  deep_link: Type.String({ description: 'Address in the dashboard (`APP_URL`).' }),
});

const KnowledgeScoreResponse = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  answers_known: Type.Integer({ minimum: 0 }),
  faq_entries: Type.Integer({ minimum: 0 }),
  document_topics: Type.Integer({ minimum: 0 }),
  next_milestone: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The next of 25, 50, 100 not yet reached; null after 100.',
  }),
  next_best_actions: Type.Array(NextBestAction),
});

const UNPACKED_MB = OFFICE_ZIP_LIMITS.maxUncompressedBytes / 1024 / 1024;

const UPLOAD_ERRORS = {
  413: `The file is larger than ${KNOWLEDGE_MAX_BYTES / 1024 / 1024} MB (\`payload_too_large\`), or a DOCX unpacks past ${UNPACKED_MB} MB or is compressed more than ${OFFICE_ZIP_LIMITS.maxRatio} times (\`document_too_large\`).`,
  415: 'Not a PDF, DOCX or UTF-8 text (`unsupported_document`), or the body is not multipart (`unsupported_media_type`).',
  422: 'No file or an empty one; a damaged file (`document_unreadable`), one without text (`document_empty`), one too complex to read within the limits (`document_too_complex`), or text named or declared as PDF/DOCX (`document_type_mismatch`).',
};

const SANDBOX_RULES = `Untrusted files are parsed off the request path: PDF and DOCX are read in a separate worker thread with at most ${PARSE_LIMITS.heapMb} MB of heap and ${PARSE_LIMITS.timeoutMs / 1000} s of time, at most ${SANDBOX_CONCURRENCY} files at once for the whole service (up to ${SANDBOX_QUEUE_MAX} more wait; beyond that 503 \`parser_busy\` with \`Retry-After\`). A DOCX is checked before it is read: at most ${OFFICE_ZIP_LIMITS.maxEntries} parts, at most ${UNPACKED_MB} MB unpacked (the declared sizes, and again the real ones while unpacking), at most ${OFFICE_ZIP_LIMITS.maxRatio}× compression once past 1 MB, XML nested at most ${XML_MAX_DEPTH} levels, no encryption. The content decides the parser; a file named (\`.pdf\`, \`.docx\`) or declared (\`Content-Type\` of the part) as PDF or DOCX whose content is plain text is refused with 422 \`document_type_mismatch\`, while a real PDF or DOCX under a wrong name is read by its content.`;

export default async function knowledgeRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = knowledgeServiceFor(p);
  const tenantsSvc = tenantsServiceFor(p);

  await app.register(multipart, {
    limits: { fileSize: KNOWLEDGE_MAX_BYTES, files: 1, parts: 5, fieldSize: 1024 },
  });

  const responses = { ...errorResponses(403, 404) };

  faqRoutes(app, p);

  app.post(
    '/tenants/:tenant_id/knowledge/upload',
    {
      config: {
        auth: ['user'],
        docs: {
          requestBody: multipartBody(
            {
              file: fileField('The document: PDF, DOCX or UTF-8 plain text.'),
              title: {
                type: 'string',
                maxLength: 200,
                description: 'Default: the file name without its extension.',
              },
            },
            ['file'],
          ),
        },
      },
      schema: {
        tags,
        summary: 'Upload a knowledge document',
        description: `A \`multipart/form-data\` body with one file part named \`file\` and an optional \`title\` field (at most 200 characters; default: the file name without its extension). PDF, DOCX or UTF-8 plain text, recognised by the content (\`%PDF-\`; a ZIP archive holding \`word/document.xml\`; valid UTF-8 without binary bytes), not by the name or declared type; at most ${KNOWLEDGE_MAX_BYTES / 1024 / 1024} MB. Text is extracted (PDF with pdf.js through unpdf, DOCX with mammoth; scanned PDFs without a text layer are refused), cut at 1,000,000 characters and split into overlapping passages of about ${CHUNK_TARGET}–${CHUNK_MAX} characters (${CHUNK_OVERLAP} characters of whole sentences repeated) on paragraph and sentence boundaries, indexed for full-text and trigram search, and embedded when an embeddings provider is configured (a provider failure leaves the document searchable without vectors). Only the owner of the business or an administrator (403 for other users of the tenant). ${SANDBOX_RULES} Errors: 400 a malformed or truncated multipart body, 413 larger than the limit (\`payload_too_large\`) or unpacking past it (\`document_too_large\`), 415 another type, 422 no file, an empty file, a damaged or password-protected file (\`document_unreadable\`), no text (\`document_empty\`), too many parts, too deep, or over the time or memory limit (\`document_too_complex\`), text posing as PDF/DOCX (\`document_type_mismatch\`); 503 \`parser_busy\`. Answers the document, status 201.`,
        consumes: ['multipart/form-data'],
        params: TenantParams,
        response: {
          201: KnowledgeDocument,
          ...errorResponses(400, 403, 404),
          413: { ...errorResponses(413)[413]!, description: UPLOAD_ERRORS[413] },
          415: { ...errorResponses(415)[415]!, description: UPLOAD_ERRORS[415] },
          422: { ...errorResponses()[422]!, description: UPLOAD_ERRORS[422] },
          503: {
            ...errorResponses(503)[503]!,
            description: 'Every parser is busy (`parser_busy`); retry after `Retry-After` seconds.',
          },
        },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      const { text: title, ...file } = await readSingleUpload(request, {
        noun: { en: 'document', pl: 'dokument', plTitle: 'Dokument' },
        field: { name: 'title', en: 'a title', pl: 'tytuł' },
        maxBytes: KNOWLEDGE_MAX_BYTES,
      });
      if (file.buffer.length === 0)
        throw errors.invalid(['body', 'file'], 'The file is empty', 'Plik jest pusty', 'value_error.empty');
      const doc = await svc.upload(ctx, {
        buffer: file.buffer,
        filename: file.filename,
        mimetype: file.mimetype,
        title,
      });
      return reply.status(201).send(docDto(doc));
    },
  );

  app.get(
    '/tenants/:tenant_id/knowledge',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List knowledge documents',
        description:
          'Every document of the tenant’s knowledge base (uploaded here or added through v2), newest first, with its passage count. Contents are not listed. Any user of the tenant.',
        params: TenantParams,
        response: { 200: Type.Array(KnowledgeDocument), ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const rows = await svc.listAll(ctx);
      return rows.map((r) => docDto({ ...r, chunkCount: Number(r.chunks) }));
    },
  );

  app.delete(
    '/tenants/:tenant_id/knowledge/:doc_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Delete a knowledge document',
        description:
          'Deletes the document and its passages at once; the receptionist no longer answers from it. Only the owner or an administrator. 404 for an unknown id or another tenant’s document.',
        params: Type.Object({ tenant_id: Type.String(), doc_id: Type.String() }),
        response: { 204: Type.Null({ description: 'Deleted' }), ...responses },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      await svc.remove(ctx, request.params.doc_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:tenant_id/knowledge/query',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Ask the knowledge base',
        description: `Semantic search that answers only from retrieved passages. Retrieval is hybrid: for each word of the question (lower-cased, diacritics folded, Polish and English function words dropped) its trigram word similarity to each passage (copes with Polish inflection: \`wizyty\` finds \`wizyta\`), weighted by how rare the word is in the tenant's passages, plus PostgreSQL full-text rank of a prefix query (\`simple\` configuration); when an embeddings provider is configured (\`LLM_BASE_URL\`), half of the score is the cosine similarity of the question's and the passages' vectors. Passages scoring below ${RELEVANCE_THRESHOLD} are not used. The answer quotes at most three sentences of the best passages (those sharing the most words with the question), each marked \`[n]\` for its entry in \`citations\` (best first, \`limit\` of them, 1–10, default 3). When nothing passes the threshold: \`found: false\`, no citations, and "I don't know" in the language of the question (Polish or English). Any user of the tenant.`,
        params: TenantParams,
        body: Type.Object(
          {
            question: Type.String({ minLength: 1, maxLength: 1000 }),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: QueryResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const r = await svc.query(ctx, request.body);
      return {
        answer: r.answer,
        found: r.found,
        language: r.language,
        citations: r.passages.map((p) => ({
          document_id: p.documentId,
          title: p.title,
          chunk_id: p.chunkId,
          excerpt: p.content,
          score: p.score,
        })),
      };
    },
  );

  app.get(
    '/tenants/:tenant_id/knowledge-score',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['tenants', ...tags],
        summary: 'Knowledge score',
        description: `How much the receptionist knows. \`answers_known\` = FAQ entries (an entry with its question in Polish and in English, see \`GET /tenants/{tenant_id}/faq\`, counts once) + document topics, where each passage of a document is one answerable topic and a document counts for at most ${TOPICS_PER_DOCUMENT_CAP} (one long manual is not everything). \`score\` = round(0.7 × min(answers_known, 100)) + 10 when opening hours are set + 10 when at least one document is uploaded + 10 when the FAQ has at least 5 entries, at most 100. \`next_best_actions\` lists what is missing, most useful first (\`opening_hours\`, \`upload_document\`, \`add_faq\`, \`next_milestone\`), with Polish labels and dashboard deep links. Milestones at ${MILESTONES.join(', ')} answers: the read that first sees the count at or above one records it and raises \`knowledge.milestone_reached\` (payload \`milestone\`, \`answers_known\`, \`tenant_id\`, \`timestamp\`) and a one-time in-app notification; a count that jumps past several milestones raises each once; concurrent reads raise it exactly once, and a count that drops and rises again does not raise it again. Any user of the tenant.`,
        params: TenantParams,
        response: { 200: KnowledgeScoreResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.score(tenantCtx(request, request.params.tenant_id)),
  );
}

/**
 * The parsing sandbox's worker for knowledge documents (started by `extract.ts` through
 * `runSandboxed`): PDF and DOCX text extraction, off the event loop, under a heap cap.
 */
import { serveSandboxJobs } from '../../platform/sandbox.js';
import { type DocumentKind, extractInWorker } from './extract.parsers.js';

serveSandboxJobs((job, data) => extractInWorker(job.kind as DocumentKind, data));

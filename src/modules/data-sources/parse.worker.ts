/**
 * The parsing sandbox's worker for spreadsheets (started by `parse.ts` through `runSandboxed`):
 * CSV and XLSX parsing, off the event loop, under a heap cap.
 */
import { serveSandboxJobs } from '../../platform/sandbox.js';
import { parseSpreadsheetInWorker } from './parse.js';

serveSandboxJobs((job, data) => parseSpreadsheetInWorker(data, { name: String(job.name) }));

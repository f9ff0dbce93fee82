/**
 * The studio's wire shapes (operators, programmes, carousels, the look, import and export, the audit
 * log): one valibot definition each. The server checks request bodies and answers with their JSON
 * Schema; the studio checks its forms with the same schemas (contract/schema-problems.ts) before
 * sending, so a field's rule and message cannot part. This file gathers them from their modules, so importers need not know which.
 */
export { STUDIO_MESSAGES, StudioId } from './studio-common.js';
export * from './studio-operators.js';
export * from './studio-programmes.js';
export * from './studio-look.js';
export * from './studio-feed.js';

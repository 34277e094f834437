/**
 * Input and output schemas of the MCP tools (zod; the SDK publishes them as JSON Schema in
 * tools/list and validates calls against them).
 */
import {z} from 'zod'

import {UUID} from '../http/validate.js'

/** A free-form JSON object, published as `additionalProperties: true` (not the vaguer `{}`). */
const freeObject = () => z.record(z.string(), z.unknown()).meta({additionalProperties: true})

/**
 * Generic clients (the MCP Inspector CLI with `--tool-arg level=1`) may send `1` as a number:
 * accept it as the string the spec names.
 */
const levelValue = z
  .union([z.enum(['1', '2', 'both']), z.literal(1), z.literal(2)])
  .meta({default: 'both'})
  .transform((v) => String(v) as '1' | '2' | 'both')

/** validate_dossier inputs: the spec's "Validation tool call" table. Defaults are applied by the server. */
export const validateDossierInput = {
  dossier_id: z
    .string()
    .regex(UUID, 'dossier_id must be a UUID (the space that holds the dossier)')
    .meta({format: 'uuid'})
    .describe('UUID of the space that holds the dossier. Required.'),
  level: levelValue
    .optional()
    .describe('1 = N1 per-thematic checks only, 2 = N2 cross-document rules only, both = the full pipeline. Default both.'),
  on_ambiguity: z
    .enum(['prompt', 'fail', 'dump'])
    .optional()
    .describe('The client-side HITL policy; stored with the run. The server pauses the same way whatever its value.'),
  run_id: z.string().min(1).max(200).optional().describe('Resume, follow or re-read an existing run instead of starting a new one.'),
  hitl_response: freeObject()
    .optional()
    .describe(
      'Mode B answer to the pending form: {document_type} for classification_correction, {decision: accept|reject, note?} for rule_clarification. Omit it for Mode A (after uploading a missing document).',
    ),
  language: z.enum(['fr', 'en']).optional().meta({default: 'fr'}).describe('Language of messages, hints and form labels. Default fr.'),
  as_of: z.iso
    .date({error: 'as_of must be a real calendar date written YYYY-MM-DD, e.g. 2026-03-31'})
    .optional()
    .describe(
      'Reference date of the checks (expiry, "less than 3 months old"...), YYYY-MM-DD. Default: today (UTC) when the run starts. A new run keeps the as_of of its first call; on a re-call it is ignored.',
    ),
}

/** validate_dossier result (structuredContent). */
export const validateDossierOutput = {
  run_id: z.string().describe('The run; use it to resume and to fetch GET /api/v1/reports/<run_id>.'),
  status: z.enum(['complete', 'failed', 'paused']),
  prompt: freeObject()
    .optional()
    .describe('When paused: the chat_prompt payload (type form, waiting_for, correlation_id, message, config.fields).'),
}

export const updateSpacesInput = {
  dry_run: z.boolean().optional().describe('Count what would change without writing.'),
}

export const updateSpacesOutput = {
  documents: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  unmatched: z.number().int(),
  spaces: z.number().int(),
  dry_run: z.boolean(),
}

import {badRequest} from './problem.js'

/** A UUID, any case (ids are lower-cased once accepted). Also the MCP tools' dossier_id pattern. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** A UUID or a 400 (the console's pages; the REST routes check theirs with http/api.ts). */
export function requireUuid(value: unknown, name: string): string {
  if (!isUuid(value)) throw badRequest(`${name} must be a UUID, got ${JSON.stringify(value)}.`, 'invalid_uuid')
  return (value as string).toLowerCase()
}

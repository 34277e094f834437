/**
 * Spaces (workspaces that hold dossiers): `GET /api/v1/spaces` and `POST /api/v1/spaces`
 * (docs/protocol.md, "Spaces"). The spec does not show a space's fields; we use
 * {id, name, role, document_count, created_at} and keep whatever else the service sends.
 */
import {failure, SvcError, usageError} from './errors.js'
import type {ApiClient} from './http.js'
import {cell, type Column} from './output.js'

export interface Space {
  id: string
  name: string
  role?: string
  document_count?: number
  created_at?: string
  [key: string]: unknown
}

/** Accepts `{data: [...]}` (the reference service), `{spaces: [...]}`, `{items: [...]}` or a bare array. */
export function unwrapSpaces(body: unknown): Space[] {
  if (Array.isArray(body)) return body as Space[]
  if (body && typeof body === 'object') {
    for (const key of ['data', 'spaces', 'items', 'results']) {
      const value = (body as Record<string, unknown>)[key]
      if (Array.isArray(value)) return value as Space[]
    }
  }

  throw new Error('Unexpected response from GET /api/v1/spaces: expected a list of spaces.')
}

export async function listSpaces(api: ApiClient): Promise<Space[]> {
  return unwrapSpaces(await api.get<unknown>('/api/v1/spaces'))
}

/**
 * Checks once, before any file is sent, that the key can upload into `spaceId`: the space must be
 * among the caller's (GET /api/v1/spaces) and not as a viewer. Otherwise one error (exit 1)
 * instead of one failing request per file. A service without that endpoint (404, 405, 501 on the
 * list itself) is not checked: the uploads then say what is wrong.
 */
export async function assertUploadableSpace(api: ApiClient, spaceId: string): Promise<void> {
  let spaces: Space[]
  try {
    spaces = await listSpaces(api)
  } catch (error) {
    if (error instanceof SvcError && [404, 405, 501].includes(error.status ?? 0)) return
    throw error
  }

  const space = spaces.find((candidate) => String(candidate.id).toLowerCase() === spaceId.toLowerCase())
  if (!space) throw failure(`Space ${spaceId} does not exist or is not one of yours; nothing was uploaded.`, ['List your spaces with `svc spaces list`, or create one with `svc spaces create <name>`.'], 'E_SPACE_NOT_FOUND')
  if (space.role === 'viewer') throw failure(`You are a viewer of space ${spaceId} ("${space.name}"): uploading needs the editor or owner role; nothing was uploaded.`, ['Ask an owner of the space for the editor role.'], 'E_FORBIDDEN')
}

/** The longest space name we send; the service may have its own limit. */
export const MAX_SPACE_NAME = 200

/** Creates a space; the caller becomes its owner. Accepts the space itself or `{data: space}`. */
export async function createSpace(api: ApiClient, name: string): Promise<Space> {
  const trimmed = name.trim()
  if (!trimmed) throw usageError('The space name must not be empty.')
  if (trimmed.length > MAX_SPACE_NAME) throw usageError(`The space name is too long (${trimmed.length} characters; at most ${MAX_SPACE_NAME}).`)
  const body = await api.post<Record<string, unknown>>('/api/v1/spaces', {body: {name: trimmed}})
  const space = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Space
  return space
}

export function spaceColumns(): Column<Space>[] {
  return [
    // keep: on a narrow terminal the lowest are cut first; the name last (see renderTable).
    {get: (s) => cell(s.id), header: 'id', keep: 5},
    {get: (s) => cell(s.name), header: 'name', keep: 10},
    {get: (s) => cell(s.role), header: 'role'},
    {alignRight: true, get: (s) => cell(s.document_count), header: 'documents'},
    {get: (s) => cell(s.created_at), header: 'created_at'},
  ]
}

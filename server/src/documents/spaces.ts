/**
 * Spaces (workspaces that hold dossiers) and their members. A space has one root folder (the
 * `folder_id` of its documents) and members with a role: owner, editor or viewer.
 */
import {randomUUID} from 'node:crypto'

import type {User} from '../auth.js'
import {nowIso} from '../auth.js'
import {transaction, type Db} from '../db/database.js'
import {badRequest, conflict, notFound} from '../http/problem.js'
import {requireSpaceRole, type SpaceRole} from './store.js'

/** A space as the API returns it (docs/protocol.md, Spaces). */
export interface SpaceJson {
  id: string
  name: string
  role: SpaceRole
  document_count: number
  created_at: string
}

export const ROLES: readonly SpaceRole[] = ['owner', 'editor', 'viewer']
export const MAX_SPACE_NAME = 200

const SPACE_SELECT = `SELECT s.id, s.name, m.role, s.created_at,
  (SELECT count(*) FROM documents d WHERE d.space_id = s.id) AS document_count
  FROM spaces s JOIN space_members m ON m.space_id = s.id AND m.user_id = ?`

/** The spaces the user is a member of, oldest first. */
export function listSpaces(db: Db, user: User): SpaceJson[] {
  return db.prepare(`${SPACE_SELECT} ORDER BY s.created_at, s.id`).all(user.id) as unknown as SpaceJson[]
}

/** One space the user is a member of (404 unknown, 403 not a member). */
export function getSpace(db: Db, user: User, spaceId: string): SpaceJson {
  requireSpaceRole(db, user, spaceId)
  return db.prepare(`${SPACE_SELECT} WHERE s.id = ?`).get(user.id, spaceId) as unknown as SpaceJson
}

/** A trimmed space name, or a 400 saying what is wrong with it. */
export function validateSpaceName(value: unknown): string {
  if (typeof value !== 'string') throw badRequest(`name must be a string, got ${value === undefined ? 'nothing' : JSON.stringify(value)}.`, 'invalid_name')
  const name = value.normalize('NFC').trim()
  if (name === '') throw badRequest('name must not be empty.', 'invalid_name')
  if ([...name].length > MAX_SPACE_NAME) throw badRequest(`name must be at most ${MAX_SPACE_NAME} characters, got ${[...name].length}.`, 'invalid_name')
  if (/[\u0000-\u001F\u007F]/.test(name)) throw badRequest('name must not contain control characters.', 'invalid_name')
  return name
}

/** Creates a space with the user as its owner. */
export function createSpace(db: Db, user: User, name: string): SpaceJson {
  const id = randomUUID()
  const createdAt = nowIso()
  transaction(db, () => {
    db.prepare('INSERT INTO spaces (id, name, root_folder_id, created_by, created_at) VALUES (?, ?, ?, ?, ?)').run(id, name, randomUUID(), user.id, createdAt)
    db.prepare("INSERT INTO space_members (space_id, user_id, role) VALUES (?, ?, 'owner')").run(id, user.id)
  })
  return {created_at: createdAt, document_count: 0, id, name, role: 'owner'}
}

/**
 * Adds a member to a space, or changes an existing member's role. Only owners may; the last
 * owner cannot step down (a space always keeps an owner). Returns whether the member is new.
 */
export function setMember(
  db: Db,
  actor: User,
  spaceId: string,
  email: string,
  role: SpaceRole,
): {created: boolean; member: {space_id: string; user: {id: string; email: string; name: string}; role: SpaceRole}} {
  requireSpaceRole(db, actor, spaceId, ['owner'])
  const target = db.prepare('SELECT id, email, name FROM users WHERE email = ?').get(email) as {id: string; email: string; name: string} | undefined
  if (!target) throw notFound(`No user with email ${email}; they must have an account first.`, 'user_not_found')
  const created = transaction(db, () => {
    const current = db.prepare('SELECT role FROM space_members WHERE space_id = ? AND user_id = ?').get(spaceId, target.id) as {role: SpaceRole} | undefined
    if (current?.role === 'owner' && role !== 'owner') {
      const {owners} = db.prepare("SELECT count(*) AS owners FROM space_members WHERE space_id = ? AND role = 'owner'").get(spaceId) as {owners: number}
      if (owners <= 1) throw conflict(`${email} is the last owner of space ${spaceId}; add another owner first.`, 'last_owner')
    }

    db.prepare('INSERT INTO space_members (space_id, user_id, role) VALUES (?, ?, ?) ON CONFLICT (space_id, user_id) DO UPDATE SET role = excluded.role').run(
      spaceId,
      target.id,
      role,
    )
    return current === undefined
  })
  return {created, member: {role, space_id: spaceId, user: target}}
}

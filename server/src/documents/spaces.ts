/**
 * Spaces (workspaces that hold dossiers) and their members. A space has one root folder (the
 * `folder_id` of its documents) and members with a role: owner, editor or viewer.
 */
import {randomUUID} from 'node:crypto'

import type {User} from '../auth.js'
import {nowIso} from '../auth.js'
import {isPostgres, transaction, type Db} from '../db/database.js'
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

/** The user's spaces with their role and document count. */
function spacesOf(db: Db, userId: string) {
  return db
    .selectFrom('spaces as s')
    .innerJoin('space_members as m', (join) => join.onRef('m.space_id', '=', 's.id').on('m.user_id', '=', userId))
    .select((eb) => [
      's.id',
      's.name',
      'm.role',
      's.created_at',
      eb.selectFrom('documents as d').select(eb.fn.countAll<number>().as('n')).whereRef('d.space_id', '=', 's.id').as('document_count'),
    ])
    .$narrowType<{document_count: number}>()
}

/** The spaces the user is a member of, oldest first. */
export async function listSpaces(db: Db, user: User): Promise<SpaceJson[]> {
  return spacesOf(db, user.id).orderBy('s.created_at').orderBy('s.id').execute()
}

/** One space the user is a member of (404 unknown, 403 not a member). */
export async function getSpace(db: Db, user: User, spaceId: string): Promise<SpaceJson> {
  await requireSpaceRole(db, user, spaceId)
  return spacesOf(db, user.id).where('s.id', '=', spaceId).executeTakeFirstOrThrow()
}

/** The oldest space named `name` that the user owns (the demo's spaces are found again this way). */
export async function ownedSpaceNamed(db: Db, user: User, name: string): Promise<{id: string} | undefined> {
  return db
    .selectFrom('spaces as s')
    .innerJoin('space_members as m', (join) => join.onRef('m.space_id', '=', 's.id').on('m.user_id', '=', user.id).on('m.role', '=', 'owner'))
    .select('s.id')
    .where('s.name', '=', name)
    .orderBy('s.created_at')
    .limit(1)
    .executeTakeFirst()
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
export async function createSpace(db: Db, user: User, name: string): Promise<SpaceJson> {
  const id = randomUUID()
  const createdAt = nowIso()
  await transaction(db, async (trx) => {
    await trx.insertInto('spaces').values({created_at: createdAt, created_by: user.id, id, name, root_folder_id: randomUUID()}).execute()
    await trx.insertInto('space_members').values({role: 'owner', space_id: id, user_id: user.id}).execute()
  })
  return {created_at: createdAt, document_count: 0, id, name, role: 'owner'}
}

/**
 * Adds a member to a space, or changes an existing member's role. Only owners may; the last
 * owner cannot step down (a space always keeps an owner). Returns whether the member is new.
 */
export async function setMember(
  db: Db,
  actor: User,
  spaceId: string,
  email: string,
  role: SpaceRole,
): Promise<{created: boolean; member: {space_id: string; user: {id: string; email: string; name: string}; role: SpaceRole}}> {
  await requireSpaceRole(db, actor, spaceId, ['owner'])
  const target = await db.selectFrom('users').select(['id', 'email', 'name']).where('email', '=', email).executeTakeFirst()
  if (!target) throw notFound(`No user with email ${email}; they must have an account first.`, 'user_not_found')
  const created = await transaction(db, async (trx) => {
    // The space's member rows are locked (PostgreSQL) so that two owners stepping down at once
    // cannot both pass the last-owner check; SQLite's write lock is taken at BEGIN IMMEDIATE.
    let owners = trx.selectFrom('space_members').select(['user_id', 'role']).where('space_id', '=', spaceId)
    if (isPostgres(trx)) owners = owners.forUpdate()
    const members = await owners.execute()
    const current = members.find((m) => m.user_id === target.id)
    if (current?.role === 'owner' && role !== 'owner') {
      if (members.filter((m) => m.role === 'owner').length <= 1) throw conflict(`${email} is the last owner of space ${spaceId}; add another owner first.`, 'last_owner')
    }

    await trx
      .insertInto('space_members')
      .values({role, space_id: spaceId, user_id: target.id})
      .onConflict((oc) => oc.columns(['space_id', 'user_id']).doUpdateSet((eb) => ({role: eb.ref('excluded.role')})))
      .execute()
    return current === undefined
  })
  return {created, member: {role, space_id: spaceId, user: target}}
}

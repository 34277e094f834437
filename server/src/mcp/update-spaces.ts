/**
 * `update_spaces` (admin-only): rebuilds the document-to-space mapping from folder ownership.
 * A document's folder is either a space's root folder (then the document belongs to that space)
 * or a user's home folder (then it belongs to no space). Documents whose folder is neither are
 * left as they are and counted as unmatched. There is no "move" operation: this is the only
 * way `documents.space_id` changes after upload (see the spec's "not supported" table).
 */
import {transaction, type Db} from '../db/database.js'

export interface UpdateSpacesResult {
  /** Documents examined. */
  documents: number
  /** Documents whose space_id changed (or would change, with dry_run). */
  updated: number
  unchanged: number
  /** Documents whose folder is neither a space root nor a home folder. */
  unmatched: number
  /** Spaces known to the mapping. */
  spaces: number
  dry_run: boolean
}

export async function updateSpaces(db: Db, options: {dryRun?: boolean} = {}): Promise<UpdateSpacesResult> {
  return transaction(db, async (trx) => {
    const spaceByFolder = new Map((await trx.selectFrom('spaces').select(['id', 'root_folder_id']).execute()).map((s) => [s.root_folder_id, s.id]))
    const homeFolders = new Set((await trx.selectFrom('users').select('home_folder_id').execute()).map((u) => u.home_folder_id))
    const documents = await trx.selectFrom('documents').select(['id', 'folder_id', 'space_id']).execute()
    const result: UpdateSpacesResult = {documents: documents.length, dry_run: Boolean(options.dryRun), spaces: spaceByFolder.size, unchanged: 0, unmatched: 0, updated: 0}
    for (const doc of documents) {
      const derived = spaceByFolder.get(doc.folder_id) ?? (homeFolders.has(doc.folder_id) ? null : undefined)
      if (derived === undefined) result.unmatched++
      else if (derived === doc.space_id) result.unchanged++
      else {
        result.updated++
        if (!options.dryRun) await trx.updateTable('documents').set({space_id: derived}).where('id', '=', doc.id).execute()
      }
    }

    return result
  })
}

/** Actions the chat can take on the caller's behalf, after a confirmation prompt. */
import type {AppContext} from '../app.js'
import type {User} from '../auth.js'

import {deleteDocument} from '../documents/store.js'
import {HttpProblem} from '../http/problem.js'

export type DeleteOutcome = 'deleted' | 'forbidden' | 'gone'

/**
 * Deletes a document through the documents API's own logic (visibility, permission, stored file),
 * re-checked at the moment of the action: the confirmation may have waited an hour.
 */
export async function deleteDocumentAs(app: AppContext, user: User, id: number): Promise<DeleteOutcome> {
  try {
    await deleteDocument(app, user, id)
    return 'deleted'
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 404) return 'gone'
    if (error instanceof HttpProblem && error.status === 403) return 'forbidden'
    throw error
  }
}

import {Args} from '@oclif/core'

import {usageError} from './errors.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A document id: a positive integer (usage error, exit 2, otherwise). */
export const documentIdArg = Args.custom<number>({
  description: 'Numeric document ID (see `svc files list`).',
  async parse(input) {
    if (!/^\d+$/.test(input.trim()) || Number(input) < 1 || !Number.isSafeInteger(Number(input))) {
      throw usageError(`Document ID must be a positive integer, got "${input}".`, ['Find IDs with `svc files list`.'])
    }

    return Number(input)
  },
  required: true,
})

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/** Parses a UUID flag or argument value, or fails with a usage error naming it. */
export function parseUuid(name: string) {
  return async (input: string): Promise<string> => {
    const value = input.trim()
    if (!isUuid(value)) throw usageError(`${name} must be a UUID (e.g. 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93), got "${input}".`, ['List spaces with `svc spaces list`.'])
    return value.toLowerCase()
  }
}

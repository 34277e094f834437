/**
 * Shortcuts for the document-management end-to-end tests: run the built CLI against a test
 * service with a given key, and wait for the service to finish processing uploads.
 */
import {expect} from 'chai'

import {runCli, type CliResult} from './cli.js'
import type {TestService} from './service.js'

export interface RunOptions {
  key?: string
  home?: string
  env?: NodeJS.ProcessEnv
  input?: string
}

/** Runs `svc <args>` against the service, with SVC_API_KEY = `key` unless `key` is undefined. */
export function cliFor(service: TestService, defaultKey?: string) {
  return async (args: string[], options: RunOptions = {}): Promise<CliResult> => {
    const key = 'key' in options ? options.key : defaultKey
    return runCli(args, {env: {SVC_URL: service.url, ...(key ? {SVC_API_KEY: key} : {}), ...options.env}, home: options.home, input: options.input})
  }
}

/** Parses stdout as JSON, failing with the whole output when it is not. */
export function json<T>(result: CliResult): T {
  expect(result.code, `exit ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`).to.equal(0)
  return JSON.parse(result.stdout) as T
}

/** Waits until every document has left `processing` (text extraction is asynchronous). */
export async function waitProcessed(service: TestService, key: string, ids: number[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (const id of ids) {
    for (;;) {
      const res = await fetch(`${service.url}/api/v1/documents/${id}`, {headers: {'x-api-key': key}})
      const doc = (await res.json()) as {doc_status: string}
      if (doc.doc_status !== 'processing') break
      if (Date.now() > deadline) throw new Error(`document ${id} still processing`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** Adds a member to a space (owner's key) through the service API. */
export async function addMember(service: TestService, ownerKey: string, spaceId: string, email: string, role: 'editor' | 'owner' | 'viewer'): Promise<void> {
  const res = await fetch(`${service.url}/api/v1/spaces/${spaceId}/members`, {
    body: JSON.stringify({email, role}),
    headers: {'content-type': 'application/json', 'x-api-key': ownerKey},
    method: 'POST',
  })
  expect(res.status, await res.clone().text()).to.be.oneOf([200, 201])
}

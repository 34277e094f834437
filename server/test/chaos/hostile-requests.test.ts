/**
 * Reliability: requests shaped to slip past a check. A batch upload with `space_id` after more
 * fields than the service reads (it used to land in the caller's own folder with a 200, even for
 * a forbidden space); a viewer answering another member's paused run (Mode B) or chat prompt.
 */
import {readdirSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'

import {setMember} from '../../src/documents/spaces.js'
import {getRun} from '../../src/runs/store.js'
import {fakeEngine} from '../runs/fake-engine.js'
import {mcpCall, startRunsHarness, type RunsHarness} from '../runs/harness.js'
import {sqlGet} from '../helpers/sql.js'

describe('chaos: hostile requests', function () {
  this.timeout(60_000)
  let h: RunsHarness
  let owner: Awaited<ReturnType<RunsHarness['user']>>
  let viewer: Awaited<ReturnType<RunsHarness['user']>>
  let editor: Awaited<ReturnType<RunsHarness['user']>>
  let space: string

  before(async () => {
    h = await startRunsHarness({engine: fakeEngine({pause: 'rule_clarification'})})
    owner = await h.user('hostile-owner@x.test')
    viewer = await h.user('hostile-viewer@x.test')
    editor = await h.user('hostile-editor@x.test')
    space = await h.space(owner.user, [
      [viewer.user, 'viewer'],
      [editor.user, 'editor'],
    ])
  })

  after(async () => h?.close())

  describe('batch upload: space_id wherever it comes', () => {
    /** A multipart body: `junk` fields, then the parts given, then one file. */
    function body(junk: number, parts: [string, string][] = []): {body: Buffer; type: string} {
      const boundary = 'hostileboundary'
      let text = ''
      for (let i = 0; i < junk; i++) text += `--${boundary}\r\ncontent-disposition: form-data; name="junk${i}"\r\n\r\nx\r\n`
      for (const [name, value] of parts) text += `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      text += `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="smuggled.txt"\r\ncontent-type: text/plain\r\n\r\nSmuggled text.\r\n--${boundary}--\r\n`
      return {body: Buffer.from(text), type: `multipart/form-data; boundary=${boundary}`}
    }

    async function upload(key: string, junk: number, parts: [string, string][] = []) {
      const {body: payload, type} = body(junk, parts)
      const res = await fetch(`${h.url}/api/v2/files/batch-upload`, {body: payload, headers: {'content-type': type, 'x-api-key': key}, method: 'POST'})
      return {body: (await res.json()) as Record<string, any>, status: res.status}
    }

    const documentCount = async () => (await sqlGet(h.service.context.db, 'SELECT count(*) AS n FROM documents') as {n: number}).n
    const partFiles = () => readdirSync(join(h.dataDir, 'tmp')).filter((name) => name.endsWith('.part'))

    it('25 fields before the space_id of a space the caller may only view: 403, nothing stored', async () => {
      const before = await documentCount()
      const res = await upload(viewer.key, 25, [['space_id', space]])
      expect(res.status, JSON.stringify(res.body)).to.equal(403)
      expect(res.body.code).to.equal('forbidden')
      expect(await documentCount()).to.equal(before)
      expect(partFiles()).to.deep.equal([])
    })

    it('25 fields before the space_id of a space the caller is not a member of: 403; of an unknown space: 404', async () => {
      const stranger = await h.user('hostile-stranger@x.test')
      expect((await upload(stranger.key, 25, [['space_id', space]])).status).to.equal(403)
      expect((await upload(stranger.key, 25, [['space_id', '00000000-0000-4000-8000-000000000000']])).status).to.equal(404)
    })

    it('too many fields is a one-line 413 too_many_fields, even with an allowed space_id (never the caller’s own folder)', async () => {
      const before = await documentCount()
      for (const parts of [[['space_id', space]], []] as [string, string][][]) {
        const res = await upload(editor.key, 25, parts)
        expect(res.status, JSON.stringify(res.body)).to.equal(413)
        expect(res.body).to.include({code: 'too_many_fields', max_fields: 20})
        expect(res.body.detail).to.match(/^At most 20 form fields per request/).and.not.include('\n')
      }

      // Past what the service reads at all, a forbidden space_id cannot be seen: still refused.
      expect((await upload(viewer.key, 1200, [['space_id', space]])).status).to.equal(413)
      expect(await documentCount()).to.equal(before)
      expect(partFiles()).to.deep.equal([])
    })

    it('within the limit the space_id is honoured wherever it comes; given twice with different values, 400', async () => {
      const res = await upload(editor.key, 19, [['space_id', space]])
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
      const row = await sqlGet(h.service.context.db, 'SELECT space_id FROM documents WHERE id = ?', res.body.results[0].id) as {space_id: string}
      expect(row.space_id).to.equal(space)
      const other = await h.space(editor.user)
      const twice = await upload(editor.key, 0, [
        ['space_id', space],
        ['space_id', other],
      ])
      expect(twice.status).to.equal(400)
      expect(twice.body.code).to.equal('invalid_space_id')
    })
  })

  describe('answering a paused run needs its starter or an owner/editor of the space', () => {
    it('a viewer’s answer is a forbidden tool error and the run stays paused; an editor’s is applied', async () => {
      const first = await h.call(owner.key, {dossier_id: space})
      expect(first.result?.status).to.equal('paused')
      const runId = first.result!.run_id
      const byViewer = await mcpCall(h.url, viewer.key, {dossier_id: space, hitl_response: {decision: 'accept'}, language: 'en', run_id: runId})
      expect(byViewer.code).to.equal('forbidden')
      expect(byViewer.error).to.match(/owner or editor of space/).and.include('viewer')
      expect(await getRun(h.service.context.db, runId)).to.include({pause_count: 1, status: 'paused'})
      // The viewer may still follow it (a re-call without an answer re-asks the same question).
      const follow = await mcpCall(h.url, viewer.key, {dossier_id: space, run_id: runId})
      expect(follow.result?.status).to.equal('paused')
      const byEditor = await mcpCall(h.url, editor.key, {dossier_id: space, hitl_response: {decision: 'accept'}, run_id: runId})
      expect(byEditor.result).to.deep.equal({run_id: runId, status: 'complete'})
    })

    it('the run’s starter may answer even after being made a viewer', async () => {
      const starterSpace = await h.space(owner.user, [[editor.user, 'editor']])
      const first = await h.call(editor.key, {dossier_id: starterSpace})
      await setMember(h.service.context.db, owner.user, starterSpace, editor.user.email, 'viewer')
      const answered = await mcpCall(h.url, editor.key, {dossier_id: starterSpace, hitl_response: {decision: 'accept'}, run_id: first.result!.run_id})
      expect(answered.result?.status).to.equal('complete')
    })

    it('a chat prompt is answered only by the user it asked: another member (a viewer) gets 404', async () => {
      await h.addDocument(owner.user, space, 'note-a-supprimer.txt', 'Une note sans importance.')
      const res = await fetch(`${h.url}/api/v1/chat`, {
        body: JSON.stringify({language: 'fr', query: 'supprime note-a-supprimer.txt', space_id: space}),
        headers: {'content-type': 'application/json', 'x-api-key': owner.key},
        method: 'POST',
      })
      const text = await res.text()
      const prompt = /event: chat_prompt\ndata: (.*)\n/.exec(text)
      expect(prompt, text).to.not.equal(null)
      const {correlation_id: correlationId} = JSON.parse(prompt![1]) as {correlation_id: string}
      const resume = (key: string) =>
        fetch(`${h.url}/api/agent-resume`, {
          body: JSON.stringify({correlation_id: correlationId, response: {value: 'approve'}}),
          headers: {'content-type': 'application/json', 'x-api-key': key},
          method: 'POST',
        })
      const byViewer = await resume(viewer.key)
      expect(byViewer.status).to.equal(404)
      expect(((await byViewer.json()) as {code: string}).code).to.equal('prompt_not_found')
      const byOwner = await resume(owner.key)
      expect(byOwner.status).to.equal(200)
      await byOwner.text()
    })
  })
})

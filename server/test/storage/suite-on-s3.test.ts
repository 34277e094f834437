/**
 * The service's document tests once more with the files in S3 (SVC_TEST_STORAGE=s3: the harness
 * starts s3rver and gives the service an S3 store): uploads, downloads, documents and spaces must
 * behave the same on both backends. Run in a child mocha, since a test module is loaded once per
 * process; its output is shown only when it fails.
 */
import {expect} from 'chai'
import {execFile} from 'node:child_process'
import {join} from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const FILES = ['upload', 'download', 'documents', 'spaces'].map((name) => join('server', 'test', `${name}.test.ts`))

describe('server: the document suite on the S3 backend', function () {
  this.timeout(300_000)

  it(`${FILES.map((file) => file.split('/').pop()).join(', ')} pass with SVC_TEST_STORAGE=s3`, async () => {
    const result = await new Promise<{code: number; output: string}>((resolve) => {
      execFile(
        process.execPath,
        [join(ROOT, 'node_modules', 'mocha', 'bin', 'mocha.js'), '--reporter', 'dot', ...FILES],
        {cwd: ROOT, env: {...process.env, SVC_TEST_STORAGE: 's3'}, maxBuffer: 16 * 1024 * 1024, timeout: 280_000},
        (error, stdout, stderr) => resolve({code: error ? ((error as {code?: number}).code ?? 1) : 0, output: `${stdout}\n${stderr}`}),
      )
    })
    expect(result.code, result.output.slice(-20_000)).to.equal(0)
    // The child really ran the suite (not zero tests).
    expect(result.output).to.match(/(\d{2,}) passing/)
  })
})

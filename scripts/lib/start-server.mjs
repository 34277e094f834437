// Starts the reference service (server/bin/svc-server.js) on a free port with the given data
// directory and resolves with its address once it listens. Shared by the demo and the benchmark.
import {spawn} from 'node:child_process'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

export const SERVER_BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'bin', 'svc-server.js')

export async function startServer(dataDir) {
  const child = spawn(process.execPath, [SERVER_BIN, 'start', '--port', '0', '--data-dir', dataDir], {stdio: ['ignore', 'pipe', 'inherit']})
  const url = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`svc-server exited with ${code}`)))
  })
  return {child, url}
}

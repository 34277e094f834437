// The Node.js version check of the repository's scripts (`npm run demo`), before anything else:
// on an older Node, `npm ci` and the scripts would fail with pages of engine warnings and stack
// traces. The minimum is package.json's "engines" (">=22"). Run it (`node scripts/lib/require-node.mjs`)
// or import it first; either way it exits 1 with one line saying what to install.
import {readFileSync} from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
const range = pkg.engines?.node ?? '>=22'
const minimum = Number(/(\d+)/.exec(range)?.[1] ?? 22)
if (Number(process.versions.node.split('.')[0]) < minimum) {
  process.stderr.write(
    `This needs Node.js ${minimum} or newer (package.json engines: "${range}"); this is Node.js ${process.version}. Install Node.js ${minimum} LTS or newer (https://nodejs.org/en/download, or \`nvm install ${minimum}\`), then run \`npm ci && npm run demo\` again.\n`,
  )
  process.exit(1)
}

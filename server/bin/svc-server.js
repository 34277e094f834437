#!/usr/bin/env node
// The reference service's admin and start commands. The compiled code lives in ../dist.
import {main} from '../dist/cli.js'

main(process.argv.slice(2)).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code
  },
  (error) => {
    process.stderr.write(`svc-server: ${error?.message ?? error}\n`)
    if (process.env.DEBUG) process.stderr.write(`${error?.stack}\n`)
    process.exitCode = 1
  },
)

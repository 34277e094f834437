#!/usr/bin/env -S node --import tsx
// Development entry: runs the TypeScript sources in src/ without a build.
import {execute} from '@oclif/core'

await execute({development: true, dir: import.meta.url})

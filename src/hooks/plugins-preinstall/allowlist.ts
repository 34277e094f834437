import type {Hook} from '@oclif/core'

import {checkPreinstall, reportRefusal} from './policy.js'

/**
 * `plugins:preinstall`: refuses to install a plugin that an allowlist does not allow (see
 * policy.ts for the sources and format). This is the authoritative check: it sees the package
 * name or URL that plugin-plugins resolved and is about to hand to npm.
 */
const hook: Hook.PluginsPreinstall = async function ({config, plugin}) {
  try {
    checkPreinstall(plugin, config)
  } catch (error) {
    reportRefusal(error)
  }
}

export default hook

import type {Hook} from '@oclif/core'

/** The commands of @oclif/plugin-plugins that install from npm or git. */
const INSTALL_COMMANDS = new Set(['plugins:add', 'plugins:install'])

/**
 * `prerun`: refuses `svc plugins install <not allowed>` before the command runs, because for an
 * unscoped name plugin-plugins first asks the registry (`npm view @svc/plugin-<name>`) and only
 * then fires `plugins:preinstall`. The policy is imported only for the install commands, so
 * that every other command pays nothing for this hook.
 */
const hook: Hook.Prerun = async function ({argv, Command, config}) {
  if (!INSTALL_COMMANDS.has(Command.id)) return
  const {checkInstallArgs, reportRefusal} = await import('./policy.js')
  try {
    checkInstallArgs(argv, config)
  } catch (error) {
    reportRefusal(error)
  }
}

export default hook

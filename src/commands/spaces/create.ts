import {Args} from '@oclif/core'

import {SvcCommand} from '../../lib/base-command.js'
import {formatFlag} from '../../lib/flags.js'
import {renderJson, renderRecord} from '../../lib/output.js'
import {createSpace} from '../../lib/spaces.js'

export default class SpacesCreate extends SvcCommand<typeof SpacesCreate> {
  static args = {name: Args.string({description: 'Name of the new space (quote it if it has spaces).', required: true})}
  static summary = 'Create a space to hold a dossier.'
  static description = `Creates a space (POST /api/v1/spaces); you become its owner. Prints the new space; its id is the UUID to pass to upload-batch --space and to validate.`
  static examples = [
    '<%= config.bin %> spaces create "Dossier ACME 2026"',
    'SPACE=$(<%= config.bin %> spaces create "Dossier ACME" --format json | jq -r .id)',
  ]
  static flags = {format: formatFlag('table')}

  async run(): Promise<void> {
    const space = await createSpace(await this.api(), this.args.name)
    this.log(this.flags.format === 'json' ? renderJson(space) : renderRecord({...space}, this.flags.format))
  }
}

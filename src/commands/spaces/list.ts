import {SvcCommand} from '../../lib/base-command.js'
import {formatFlag} from '../../lib/flags.js'
import {renderRows} from '../../lib/output.js'
import {listSpaces, spaceColumns} from '../../lib/spaces.js'

export default class SpacesList extends SvcCommand<typeof SpacesList> {
  static aliases = ['spaces ls']
  static summary = 'List the spaces you are a member of.'
  static description = `One row per space: id (the UUID that --space and validate take), name, your role, number of documents, creation date. With --format json, an array of space objects.`
  static examples = ['<%= config.bin %> spaces list', '<%= config.bin %> spaces list --format json']
  static flags = {format: formatFlag('table')}

  async run(): Promise<void> {
    const spaces = await listSpaces(await this.api())
    if (spaces.length === 0 && this.flags.format !== 'json') {
      this.progress('No spaces. Create one with `svc spaces create <name>`.')
      return
    }

    this.log(renderRows(spaces, spaceColumns(), this.flags.format))
  }
}

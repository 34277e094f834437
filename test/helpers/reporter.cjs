// Mocha's spec reporter plus one plain closing line, "N passed, N failed[, N skipped]", which CI
// systems that do not know mocha's own summary can read.
const Mocha = require('mocha')

class SvcReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options)
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const {failures, passes, pending} = runner.stats
      process.stdout.write(`${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`)
    })
  }
}

module.exports = SvcReporter

/**
 * Worker-thread entry of the validation engine (runs/engine-runner.ts starts it). The engine is
 * CPU-bound and some of its steps take seconds on a large dossier (a requirement over thousands
 * of documents); run here they cannot hold up the service's event loop, so heartbeats go out and
 * other requests are answered meanwhile.
 *
 * Messages: in {type: 'run', input} (EngineInput without its callbacks and signal), then maybe
 * {type: 'abort'}; out, in order: {type: 'event', event, data}, {type: 'checkpoint', state},
 * and last {type: 'outcome', outcome} or {type: 'error', name, message}. The worker then waits
 * for the next run (the runner keeps it a while: loading the engine is the costly part).
 */
import {parentPort} from 'node:worker_threads'

import {runEngine, type EngineInput} from '../validation/engine.js'

const port = parentPort!
/** The current run's; a worker runs one engine at a time and is reused for the next run. */
let abort = new AbortController()

port.on('message', (message: {type: 'abort'} | {type: 'run'; input: Omit<EngineInput, 'onCheckpoint' | 'signal'>}) => {
  if (message.type === 'abort') {
    abort.abort(new Error('run cancelled'))
    return
  }

  const controller = new AbortController()
  abort = controller
  const input: EngineInput = {
    ...message.input,
    onCheckpoint: (state) => port.postMessage({state, type: 'checkpoint'}),
    signal: controller.signal,
  }
  runEngine(input, (event, data) => port.postMessage({data, event, type: 'event'})).then(
    (outcome) => port.postMessage({outcome, type: 'outcome'}),
    (error: unknown) =>
      port.postMessage({
        aborted: controller.signal.aborted && error === controller.signal.reason,
        message: (error as Error)?.message ?? String(error),
        name: (error as Error)?.name ?? 'Error',
        type: 'error',
      }),
  )
})

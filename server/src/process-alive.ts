/**
 * Whether a process of this machine is still running (leases of runs and ingestion jobs: a lease
 * held by a process that is gone is taken over without waiting for it to expire).
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

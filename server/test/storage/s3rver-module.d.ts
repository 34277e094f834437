// s3rver ships no types; the part the tests use.
declare module 's3rver' {
  interface S3rverContext {
    method: string
    /** Path and query string, as received. */
    url: string
    query: Record<string, string | undefined>
    params: Record<string, string | undefined>
    status: number
    body: unknown
  }

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: {name: string; configs: (Buffer | string)[]}[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Koa's middleware list: composed when the server starts, so entries added before run() apply. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[]
    run(): Promise<{address: string; port: number}>
    close(): Promise<void>
  }
}

/**
 * DNS-rebinding protection of the MCP endpoint (MCP spec, Streamable HTTP, "Security Warning":
 * servers must validate the Origin header). A web page on an attacker's domain that re-points its
 * DNS name at 127.0.0.1 reaches the service with `Host: evil.example` and `Origin:
 * http://evil.example`; both are refused with a 403 problem before authentication.
 *
 * Rules (docs/protocol.md, "MCP endpoint: Host and Origin"):
 * - Host: its hostname (port ignored) must be a loopback name (localhost, 127.0.0.1, [::1]), the
 *   host the service listens on, one of this machine's interface addresses when it listens on a
 *   wildcard address (0.0.0.0, ::), or a name in SVC_ALLOWED_HOSTS (comma-separated hostnames;
 *   `*` turns the Host check off, for a proxy that rewrites Host).
 * - Origin: no Origin (CLI, SDKs, server-side clients) passes; else its hostname must pass the Host
 *   rule above, or the whole origin be listed in SVC_ALLOWED_ORIGINS (comma-separated
 *   `scheme://host[:port]`; `*` allows any origin). `Origin: null` (sandboxed pages, file://) is refused.
 *
 * The MCP SDK's own transport check (enableDnsRebindingProtection) compares Host with the port and
 * answers a JSON-RPC error; this one is port-agnostic and answers problem+json like every other
 * refusal of the service, so it is done here.
 */
import type {IncomingMessage} from 'node:http'
import {networkInterfaces} from 'node:os'

import {HttpProblem} from '../http/problem.js'

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']
const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]'])

export interface HostPolicy {
  /** Hostnames (lower case, IPv6 in brackets) a Host header may name; undefined: any. */
  hosts?: Set<string>
  /** Exact origins allowed besides those whose hostname is an allowed host; undefined: any. */
  origins?: Set<string>
}

/** A comma-separated list from the environment: trimmed, lower-cased, empties dropped. */
function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}

/** The hostname of `http://<host>` (IPv6 bracketed, lower case), or undefined when it does not parse. */
export function hostnameOf(host: string): string | undefined {
  const url = URL.parse(`http://${host}`)
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined
  return url.hostname.toLowerCase()
}

function bracketed(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address
}

/**
 * The policy for a service listening on `listenHost`, with SVC_ALLOWED_HOSTS / SVC_ALLOWED_ORIGINS.
 * A malformed entry stops the start-up with one line naming it.
 */
export function hostPolicy(listenHost: string | undefined, env: NodeJS.ProcessEnv = process.env): HostPolicy {
  const extraHosts = list(env.SVC_ALLOWED_HOSTS)
  const extraOrigins = list(env.SVC_ALLOWED_ORIGINS)
  let hosts: Set<string> | undefined = new Set(LOOPBACK)
  if (extraHosts.includes('*')) {
    hosts = undefined
  } else {
    for (const entry of extraHosts) {
      const name = hostnameOf(entry)
      if (!name) throw new Error(`SVC_ALLOWED_HOSTS: "${entry}" is not a hostname; list names such as svc.example.com,10.0.0.5 (or * for any).`)
      hosts.add(name)
    }

    const listen = (listenHost ?? '127.0.0.1').toLowerCase()
    if (WILDCARDS.has(listen)) {
      // Reached by any of this machine's addresses: those are not names an attacker's DNS controls.
      for (const addresses of Object.values(networkInterfaces())) for (const info of addresses ?? []) hosts.add(bracketed(info.address.toLowerCase()))
    } else {
      hosts.add(bracketed(listen))
    }
  }

  let origins: Set<string> | undefined = new Set()
  if (extraOrigins.includes('*')) {
    origins = undefined
  } else {
    for (const entry of extraOrigins) {
      const url = URL.parse(entry)
      if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`SVC_ALLOWED_ORIGINS: "${entry}" is not an origin; list origins such as https://console.example.com (or * for any).`)
      }

      origins.add(url.origin.toLowerCase())
    }
  }

  return {hosts, origins}
}

/** Throws a 403 problem when the request's Host or Origin is not allowed by `policy`. */
export function checkHostAndOrigin(req: IncomingMessage, policy: HostPolicy): void {
  const host = req.headers.host
  if (policy.hosts) {
    const name = host === undefined ? undefined : hostnameOf(host)
    if (!name || !policy.hosts.has(name)) {
      throw new HttpProblem(
        403,
        'host_not_allowed',
        `The Host ${JSON.stringify(host ?? '')} is not allowed on the MCP endpoint (DNS-rebinding protection); an operator behind a proxy lists the public name in SVC_ALLOWED_HOSTS.`,
      )
    }
  }

  const origin = req.headers.origin
  if (origin === undefined || !policy.origins) return
  const lower = origin.toLowerCase()
  if (policy.origins.has(lower)) return
  const url = lower === 'null' ? null : URL.parse(lower)
  const name = url && /^https?:$/.test(url.protocol) ? url.hostname : undefined
  if (name && (!policy.hosts || policy.hosts.has(name))) return
  throw new HttpProblem(
    403,
    'origin_not_allowed',
    `The Origin ${JSON.stringify(origin)} is not allowed on the MCP endpoint (DNS-rebinding protection); an operator lists trusted web origins in SVC_ALLOWED_ORIGINS.`,
  )
}

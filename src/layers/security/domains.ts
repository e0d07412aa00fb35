// Registrable domains: the part of a host that one owner registered (`api.cal.com` → `cal.com`,
// `docs.example.co.uk` → `example.co.uk`, `alice.github.io` → `alice.github.io`), from the Public
// Suffix List through tldts. The security rules ask whether two hosts belong to the same owner: a
// key sent to the service that issued it, a package index run by the vendor whose page names it.
import { getDomain } from 'tldts'

// Longer is no host name (RFC 1035); a longer string from a skill is not parsed at all.
const MAX_HOST = 253
const MAX_URL = 4096

/** The host of an http(s) URL, lower case; undefined for anything else or a URL too long to be one. */
export function hostOf(url: string): string | undefined {
  if (url.length > MAX_URL || !/^https?:\/\//i.test(url)) return undefined
  try {
    const host = new URL(url).hostname.toLowerCase()
    return host === '' ? undefined : host
  } catch {
    return undefined
  }
}

/**
 * The registrable domain of a host; undefined for an IP address, a bare name (`localhost`) or a
 * public suffix alone. Private suffixes (`github.io`, `herokuapp.com`) count as suffixes: each site
 * under them has its own owner.
 */
export function registrableDomain(host: string): string | undefined {
  if (host.length > MAX_HOST) return undefined
  return getDomain(host.toLowerCase(), { allowPrivateDomains: true }) ?? undefined
}

/** Both hosts have a registrable domain and it is the same one. */
export function sameOwner(a: string, b: string): boolean {
  const first = registrableDomain(a)
  return first !== undefined && first === registrableDomain(b)
}

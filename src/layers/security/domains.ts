// Hosts of URLs read through the Public Suffix List (tldts): which registrable domain a host
// belongs to (`sh.rustup.rs` → `rustup.rs`, `a.b.example.co.uk` → `example.co.uk`), whether a
// host is an IP address, and whether it sits under a shared suffix where anyone can get a name
// (the list's private section: `*.github.io`, `*.ngrok.io`). Shared by the rules that judge where
// a download comes from and where data goes.
import { getDomain, parse } from 'tldts'

export interface Site {
  /** The URL's scheme, lower case, without the colon ('' when the URL has none). */
  scheme: string
  hostname: string
  /** The registrable domain (ICANN suffixes only), or null for an IP or a bare name. */
  domain: string | null
  /** The registrable domain without its public suffix (`rustup` for `sh.rustup.rs`). */
  label: string
  /** The labels left of the registrable domain (`sh` for `sh.rustup.rs`). */
  subdomain: string
  isIp: boolean
  /** Under a suffix of the list's private section: anyone can publish a host there. */
  shared: boolean
}

/** URLs longer than this are not parsed (a URL in a skill is short; this one is not a source). */
const MAX_URL = 2048
// Longer is no host name (RFC 1035); a longer string from a skill is not parsed at all.
const MAX_HOST = 253

/** The site of `url` (with or without a scheme), or undefined when it names no host. */
export function siteOf(url: string): Site | undefined {
  if (url.length > MAX_URL) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase() ?? ''
  const icann = parse(url, { allowPrivateDomains: false })
  if (icann.hostname === null || icann.hostname === '') return undefined
  const isIp = icann.isIp === true
  if (!isIp && icann.domain === null) return undefined
  const shared = !isIp && parse(url, { allowPrivateDomains: true }).isPrivate === true
  return {
    scheme,
    hostname: icann.hostname,
    domain: isIp ? null : icann.domain,
    label: icann.domainWithoutSuffix ?? '',
    subdomain: icann.subdomain ?? '',
    isIp,
    shared
  }
}

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
 * The domain one owner holds for a host; undefined for an IP address, a bare name (`localhost`)
 * or a public suffix alone. Unlike `Site.domain`, a name under a shared suffix is its own owner's
 * (`alice.github.io`, not `github.io`): the question here is who receives what is sent.
 */
export function registrableDomain(host: string): string | undefined {
  if (host.length > MAX_HOST) return undefined
  return getDomain(host.toLowerCase(), { allowPrivateDomains: true }) ?? undefined
}

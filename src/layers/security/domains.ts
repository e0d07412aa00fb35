// Hosts of URLs read through the Public Suffix List (tldts): which registrable domain a host
// belongs to (`sh.rustup.rs` → `rustup.rs`, `a.b.example.co.uk` → `example.co.uk`), whether two
// hosts are one site, whether a host is an IP address, and whether it sits under a shared suffix
// where anyone can get a name (the list's private section: `*.github.io`, `*.ngrok.io`). Shared
// by the rules that judge where a download comes from and where data goes.
import { parse } from 'tldts'

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

/** Both URLs' hosts belong to one registrable domain (`api.github.com` and `github.com`). */
export function sameSite(a: string, b: string): boolean {
  const one = siteOf(a)
  const other = siteOf(b)
  if (one === undefined || other === undefined) return false
  if (one.isIp || other.isIp) return one.hostname === other.hostname
  return one.domain !== null && one.domain === other.domain
}

// Where a download or a package index is: over plain http or an IP address, on a shared host
// where anyone can publish, or on the site of the tool the text installs (its vendor's own
// domain, or its own repository on a code host). A vendor's https source is still a source
// outside the registry (worth pinning and a checksum), not an unknown host.
//
// "The vendor's own site" is read from the URL and the text around the command, nothing else:
// the host's registrable domain (Public Suffix List) — or, on a code host, the owner or
// repository in the path — is named by the text as the tool being installed (`mise.run` for
// mise, `sh.rustup.rs` for rust, `github.com/o/prek/releases/…` for prek, `download.pytorch.org`
// for torch), or the URL's path names that tool on the host that serves it (`/uv/install.sh`
// when the text installs uv). This is a check that the URL and the text agree, not proof of
// ownership: someone who names a domain after their own tool passes it, which is why such a
// source is still reported (at low, with advice), never dropped.
import { siteOf, type Site } from '../domains.js'

/** Hosts whose path, not their domain, names who published the file. */
const CODE_HOSTS = new Set([
  'github.com',
  'githubusercontent.com',
  'gitlab.com',
  'bitbucket.org',
  'codeberg.org',
  'cloudsmith.io'
])

/** Words of URLs and text that name no tool (parts of install paths, roles in an example). */
const GENERIC = new Set(
  'install installer installers setup get init script scripts latest download downloads release releases main master head raw public stable bin sh bash www api dl cdn static files assets deb rpm apt yum linux macos darwin windows amd64 arm64 x86_64 archive refs tags blob tree the and for with from this that your you our run curl wget sudo pipe into tool tools using use via attacker attackers victim evil malicious example payload'.split(
    ' '
  )
)

export interface SourceJudgement {
  /** Over https (a URL without a scheme is fetched over http by curl and wget). */
  secure: boolean
  /** The host is an IP address. */
  address: boolean
  /** The host is the site of the tool the text installs (see above). */
  vendor: boolean
  host: string
  /** The tool the text names that the host belongs to, when `vendor`. */
  tool?: string
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9_+-]+/)
    .filter((w) => w.length >= 2 && w.length <= 40 && !GENERIC.has(w) && !/^\d/.test(w))

/** The tool names the text gives, URLs left out (a host named only in its own URL names nothing). */
export function toolNames(text: string): Set<string> {
  const bounded = text.length > 4000 ? text.slice(0, 4000) : text
  return new Set(wordsOf(bounded.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')))
}

/** `publisher` (a domain label, an owner or a repository) belongs to the tool `name`. */
function belongsTo(publisher: string, name: string): boolean {
  if (publisher === name) return true
  if (publisher.split(/[-_.]/).includes(name)) return true
  // the name with a short affix: rustup for rust, pytorch for torch, nodejs for node
  const affix = publisher.length - name.length
  return (
    name.length >= 4 &&
    affix > 0 &&
    affix <= 3 &&
    (publisher.startsWith(name) || publisher.endsWith(name))
  )
}

function pathSegments(url: string): string[] {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0] ?? ''
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, 8)
}

const pathWords = (segments: string[]): string[] =>
  segments.flatMap((segment) => wordsOf(segment.replace(/\.(?:sh|ps1|py|bash|zsh)$/i, '')))

function vendorTool(site: Site, url: string, names: Set<string>): string | undefined {
  if (site.isIp) return undefined
  const onCodeHost = site.domain !== null && CODE_HOSTS.has(site.domain)
  // A shared host (`*.ngrok.io`, `*.github.io`) is anyone's: its name says nothing of a vendor.
  if (site.shared && !onCodeHost) return undefined
  const segments = pathSegments(url)
  const path = pathWords(segments)
  // On a code host the publisher is the owner and the repository (`/public/` on a package host
  // comes first), never a file's name.
  const owner = segments[0]?.toLowerCase() === 'public' ? segments.slice(1) : segments
  const publishers = onCodeHost
    ? owner.slice(0, 2).map((s) => s.toLowerCase())
    : [site.label, ...wordsOf(site.subdomain)]
  for (const name of names) {
    if (publishers.some((p) => belongsTo(p, name))) return name
    if (!onCodeHost && path.includes(name)) return name
  }
  return undefined
}

/** How far a download or index URL can be trusted, given the text around the command. */
export function judgeSource(url: string, surroundings: string): SourceJudgement | undefined {
  const site = siteOf(url)
  if (site === undefined) return undefined
  const tool = vendorTool(site, url, toolNames(surroundings))
  return {
    secure: site.scheme === 'https',
    address: site.isIp,
    vendor: tool !== undefined,
    host: site.hostname,
    ...(tool === undefined ? {} : { tool })
  }
}

// What secretlint's token formats match but is not a committed secret: credentials of a local test
// set-up and the placeholders documentation writes in their place. A skill's docs are full of
// connection strings for a database on the reader's own machine (`postgres://test:test@localhost`)
// and of "bad example" snippets with a made-up password; a leaked secret is a real one for a host
// someone else can reach. Each entry is one of secretlint's `allows` patterns (a regex written as
// "/…/flags", tried on the whole match: the URL, the key or the token).

/** Hosts no one else can reach: loopback, the any-address, Docker's host alias, reserved names. */
const LOCAL_HOST = String.raw`(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|host\.docker\.internal|[\w.-]*\.(?:localhost|local|test|example|invalid)|(?:[\w-]+\.)*example\.(?:com|org|net))`

/** A password as documentation writes one: a word for "password" or "secret", a stand-in, xxx, ***. */
const PLACEHOLDER_WORD = String.raw`(?:pass(?:word|wd)?|pwd|secret|changeme|change_me|example|sample|dummy|fake|placeholder|redacted|test(?:ing)?|admin|root|guest|demo|my_?pass\w*|your_?\w*|x{3,}|\*{3,})`

export const SECRET_ALLOWS: readonly string[] = [
  // user:password@ a local host (the port, path or end follows the host)
  String.raw`/:\/\/[^\s:@/]*:[^\s@/]*@${LOCAL_HOST}(?=[:/?#]|$)/i`,
  // a single-label host (`@db:5432`, `@database/`): a service on the local or compose network
  String.raw`/:\/\/[^\s:@/]*:[^\s@/]*@[a-z][\w-]*(?=[:/?#]|$)/i`,
  // the password is a placeholder word, maybe with a few digits or a prefix (`SuperSecret123`)
  String.raw`/:\/\/[^\s:@/]*:[a-z_-]{0,12}${PLACEHOLDER_WORD}[\d!]{0,6}@/i`,
  // the password repeats the user name (`calcom:calcom`, `postgres:postgres`): a default
  String.raw`/:\/\/([^\s:@/]+):\1@/i`,
  // a token marked as an example, or with a run of x's or zeros in place of its secret part; not a
  // private key block, whose base64 body is no place for a marker (a word there says nothing)
  String.raw`/^(?!-----BEGIN)[\s\S]*(?:example|placeholder|redacted|dummy|your[-_]|x{4,}|0{8,})/i`,
  // a webhook or token URL whose id segments are stand-ins (`/T00/B00/xxx`, `/TXXXX/`)
  String.raw`/\/[A-Z]?(?:x+|0+)(?=\/|$)/i`
]

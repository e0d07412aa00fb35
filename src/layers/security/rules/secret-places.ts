// Where secrets live, one list for the prose, code and shell rules: key and token files, browser
// credential stores, the keychain's files, variables named for a secret, and which service a
// well-known variable's secret belongs to. What holds no secret is left off on purpose: the SSH
// client's config and public keys, a browser's other files (its native-messaging configs, its
// executable), a variable that names a URL or a count.
import { registrableDomain } from '../domains.js'

const HOME = String.raw`(?:~|\$HOME|\$\{HOME\})\/`
// A folder named alone (`~/.ssh`, `~/.aws/`, `~/.ssh/*`): everything in it.
const WHOLE = String.raw`\/?\*?(?=$|[\s"'\`)\],;])`

/** A file or folder that holds credentials. */
export const CREDENTIAL_FILE = new RegExp(
  [
    String.raw`\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub|_)`,
    `${HOME}\\.(?:ssh|aws|gnupg)${WHOLE}`,
    String.raw`\.aws\/credentials\b`,
    String.raw`\.gnupg\/private-keys`,
    String.raw`\.kube\/config\b`,
    String.raw`\.docker\/config\.json\b`,
    // a project's own .npmrc or .pypirc names registries; the user's holds their tokens
    `${HOME}\\.(?:npmrc|pypirc)\\b`,
    String.raw`\.(?:netrc|git-credentials|pgpass)\b`,
    String.raw`\.config\/gcloud\b`,
    String.raw`\.config\/gh\/hosts\.yml\b`,
    String.raw`\/etc\/shadow\b`,
    String.raw`\bLogin Data\b`,
    String.raw`\bcookies\.sqlite\b`,
    String.raw`\blogins\.json\b`,
    String.raw`\bkey4\.db\b`,
    String.raw`Library\/Keychains\b`,
    String.raw`Ethereum\/keystore\b`
  ].join('|')
)

/** A dotenv file as a whole word (`.env`, `.env.local`), the usual home of a project's keys. */
export const DOTENV = /(?:^|[\s/@"'=])\.env(?:\.\w+)?$/

/** Anything whose content is secret when sent: credential files, dotenv files, shell history. */
export const SECRET_FILE = new RegExp(
  `${CREDENTIAL_FILE.source}|(?:^|[\\s/@"'=])\\.env(?:\\.\\w+)?\\b|_history\\b|\\/etc\\/passwd\\b`
)

/** A command substitution or backquote that dumps the environment or a secret file. */
export const DUMPS_ENV =
  /\$\((?:\s*(?:env|printenv|set|export\s+-p|cat\s+[^)]*(?:\.env|\.ssh|\.aws|credentials|_history)))[^)]*\)|`(?:env|printenv)`/

// The parts of a variable name that say it holds a secret, and the last parts that say it holds
// something about one (its file, its URL, its name in a vault) rather than the secret itself.
const SECRET_PART = /(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|APIKEY|CREDENTIALS?|COOKIE)S?$/
const KEY_QUALIFIER =
  /^(?:API|ACCESS|SECRET|PRIVATE|SIGNING|AUTH|ENCRYPTION|MASTER|SERVICE|CLIENT)$/
const ABOUT_PART =
  /^(?:URL|URI|HOST|PATH|DIR|FILE|NAME|ENDPOINT|REGION|COUNT|TYPE|MODE|HEADER|TTL|EXPIRY|EXPIRES|LENGTH|ITEM|ACCOUNT|VAULT|PROJECT|CONFIG|ID|UUID|REF)$/

/** A variable name that says its value is a secret (`GITHUB_TOKEN`, `PGPASSWORD`, `AWS_ACCESS_KEY_ID`). */
export function isSecretName(name: string): boolean {
  const parts = name.toUpperCase().split('_').filter(Boolean)
  const last = parts[parts.length - 1] ?? ''
  const accessKeyId = parts.slice(-3).join('_') === 'ACCESS_KEY_ID'
  if (ABOUT_PART.test(last) && !accessKeyId) return false
  return parts.some(
    (part, i) =>
      SECRET_PART.test(part) || (part === 'KEY' && KEY_QUALIFIER.test(parts[i - 1] ?? ''))
  )
}

const VARIABLE = /\$\{?([A-Za-z_][A-Za-z0-9_]{0,63})/g

/** The names of the secret variables a shell word expands. */
export function secretVariables(raw: string): string[] {
  if (!raw.includes('$')) return []
  return [...raw.matchAll(VARIABLE)].map((m) => m[1]!).filter(isSecretName)
}

// Variables whose prefix names a well-known service, and that service's registrable domains.
const ISSUERS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^(?:GITHUB|GH)_/, ['github.com', 'githubusercontent.com']],
  [/^AWS_/, ['amazonaws.com', 'amazon.com']],
  [/^ANTHROPIC_/, ['anthropic.com']],
  [/^OPENAI_/, ['openai.com']],
  [/^NPM_/, ['npmjs.org', 'npmjs.com']],
  [/^(?:HF|HUGGINGFACE|HUGGING_FACE)_/, ['huggingface.co']],
  [/^PYPI_/, ['pypi.org']],
  [/^SLACK_/, ['slack.com']],
  [/^STRIPE_/, ['stripe.com']]
]

/** The registrable domains of the service a well-known secret variable belongs to. */
export function knownIssuer(name: string): readonly string[] | undefined {
  return ISSUERS.find(([prefix]) => prefix.test(name.toUpperCase()))?.[1]
}

/**
 * The host belongs to the service the variable is named for: a well-known one's domain, or a
 * domain spelled like the name's first word (`CALCOM_API_KEY` and `api.cal.com`).
 */
export function isIssuerHost(name: string, host: string): boolean {
  const domain = registrableDomain(host)
  if (domain === undefined) return false
  const known = knownIssuer(name)
  if (known !== undefined) return known.some((d) => domain === d || domain.endsWith(`.${d}`))
  const word = (name.toLowerCase().split('_')[0] ?? '').replace(/[^a-z0-9]/g, '')
  if (word.length < 2) return false
  const label = domain.split('.')[0] ?? ''
  return word === label || word === domain.replace(/[^a-z0-9]/g, '')
}

// Package installs in shell text: from a URL, a git repository or another index (a supply chain
// the registry's own checks never saw), names one typo away from a popular package
// (typosquatting), and installs without a version.
import type { Hit } from '../finding.js'
import type { ShellCommand, ShellWord } from '../shell/commands.js'

type Ecosystem = 'pypi' | 'npm'

// Popular names: a look-alike of one of these is worth a second look. A name in the list is never
// its own look-alike, so close pairs that are both real (toml/tomli, pypdf/pypdf2) stay quiet.
const POPULAR: Readonly<Record<Ecosystem, ReadonlySet<string>>> = {
  pypi: new Set(
    'requests numpy pandas scipy matplotlib seaborn scikit-learn tensorflow torch torchvision keras flask django fastapi uvicorn gunicorn pydantic sqlalchemy psycopg2 psycopg2-binary pymysql redis celery boto3 botocore awscli pyyaml toml tomli click typer rich tqdm pillow opencv-python beautifulsoup4 lxml selenium scrapy httpx aiohttp urllib3 certifi idna charset-normalizer setuptools wheel virtualenv pytest black flake8 mypy isort pylint jinja2 markupsafe werkzeug cryptography paramiko pyjwt python-dotenv openai anthropic langchain transformers datasets huggingface-hub jupyter notebook ipython nltk spacy openpyxl xlrd python-docx pypdf pypdf2 pdfplumber reportlab markdown docutils sphinx colorama attrs pytz python-dateutil arrow pendulum networkx sympy statsmodels plotly streamlit gradio playwright pyarrow polars duckdb tabulate jsonschema marshmallow protobuf grpcio docker kubernetes ansible fabric invoke pyodbc xlsxwriter python-pptx pymupdf'.split(
      ' '
    )
  ),
  npm: new Set(
    'react react-dom preact lodash express axios chalk commander debug moment vue typescript webpack eslint prettier mocha next uuid dotenv yargs request async underscore bluebird jquery redux rxjs classnames tslib semver glob minimist body-parser cors mongoose socket.io node-fetch cross-env nodemon vite rollup esbuild svelte angular electron puppeteer playwright cheerio sharp dayjs date-fns inquirer colors kleur picocolors fs-extra rimraf mkdirp superagent jsonwebtoken bcrypt mysql mysql2 ioredis sequelize prisma knex graphql ts-node husky lint-staged concurrently npm-run-all http-server marked markdown-it highlight.js three chart.js leaflet openai pdfkit docx exceljs xlsx pptxgenjs pdf-lib'.split(
      ' '
    )
  )
}

export const PACKAGE_MANAGERS = new Set([
  'pip',
  'pip3',
  'python',
  'python3',
  'uv',
  'uvx',
  'pipx',
  'poetry',
  'pipenv',
  'npm',
  'pnpm',
  'yarn',
  'bun',
  'npx',
  'gem',
  'cargo',
  'go'
])

const DEFAULT_INDEX =
  /^https:\/\/(?:pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com)(?:\/|$)/
const INDEX_FLAGS = new Set([
  '-i',
  '--index-url',
  '--extra-index-url',
  '--registry',
  '--index',
  '--default-index',
  '--trusted-host'
])
/** Flags that take a value which is not a package. */
const VALUE_FLAGS = new Set([
  '-r',
  '--requirement',
  '-c',
  '--constraint',
  '-t',
  '--target',
  '--prefix',
  '--root',
  '-e',
  '--editable',
  '--python',
  '-p',
  '--workspace',
  '-w',
  '--filter',
  '--version',
  '--vers',
  '-v',
  '--cache-dir',
  '--tag',
  '--save-prefix'
])

interface Install {
  ecosystem: Ecosystem | 'other'
  /** The words after the sub-command: packages and flags. */
  words: ShellWord[]
}

/** The install a command performs, if any (`pip install x`, `python -m pip install x`, `npx x`…). */
function installOf(command: ShellCommand): Install | undefined {
  const v = command.args.map((a) => a.value)
  const from = (n: number, ecosystem: Install['ecosystem']): Install => ({
    ecosystem,
    words: command.args.slice(n)
  })
  switch (command.name) {
    case 'pip':
    case 'pip3':
      return v[0] === 'install' || v[0] === 'download' ? from(1, 'pypi') : undefined
    case 'python':
    case 'python3':
      return v[0] === '-m' && (v[1] === 'pip' || v[1] === 'pip3') && v[2] === 'install'
        ? from(3, 'pypi')
        : undefined
    case 'uv':
      if (v[0] === 'pip' && v[1] === 'install') return from(2, 'pypi')
      if (v[0] === 'tool' && (v[1] === 'install' || v[1] === 'run')) return from(2, 'pypi')
      return v[0] === 'add' ? from(1, 'pypi') : undefined
    case 'uvx':
      return from(0, 'pypi')
    case 'pipx':
      return v[0] === 'install' || v[0] === 'run' ? from(1, 'pypi') : undefined
    case 'poetry':
      return v[0] === 'add' ? from(1, 'pypi') : undefined
    case 'pipenv':
      return v[0] === 'install' ? from(1, 'pypi') : undefined
    case 'npm':
    case 'pnpm':
    case 'bun':
      return ['install', 'i', 'add'].includes(v[0] ?? '')
        ? from(1, 'npm')
        : v[0] === 'exec' || v[0] === 'x'
          ? from(1, 'npm')
          : undefined
    case 'yarn':
      return v[0] === 'add' ? from(1, 'npm') : v[0] === 'dlx' ? from(1, 'npm') : undefined
    case 'npx':
      return from(0, 'npm')
    case 'gem':
    case 'cargo':
      return v[0] === 'install' ? from(1, 'other') : undefined
    case 'go':
      return v[0] === 'install' || v[0] === 'get' ? from(1, 'other') : undefined
    default:
      return undefined
  }
}

/** Damerau–Levenshtein distance, stopping early above `max` (names are short). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** The popular package `name` imitates, if it is one or two edits from one and not one itself. */
export function lookalikeOf(name: string, ecosystem: Ecosystem): string | undefined {
  const normal =
    ecosystem === 'pypi' ? name.toLowerCase().replace(/[._]/g, '-') : name.toLowerCase()
  const popular = POPULAR[ecosystem]
  if (normal.length < 5 || popular.has(normal)) return undefined
  const max = normal.length >= 9 ? 2 : 1
  for (const known of popular) {
    if (known.length >= 5 && distance(normal, known, max) <= max) return known
  }
  return undefined
}

const SPEC = /^(@?[A-Za-z0-9][A-Za-z0-9._\-/]*?)(?:\[[^\]]*\])?(?:(==|===|~=|>=|<=|!=|>|<|@)(.*))?$/

export function packageHits(command: ShellCommand): Hit[] {
  const install = installOf(command)
  if (install === undefined) return []
  const hits: Hit[] = []
  const hitOf = (ruleId: string, message: string, severity?: Hit['severity']): Hit => ({
    ruleId,
    line: command.line,
    message,
    evidence: command.text,
    ...(severity === undefined ? {} : { severity })
  })
  const unpinned: string[] = []
  const words = install.words
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.value
    if (word.startsWith('-')) {
      const [flag, inline] = word.split('=', 2) as [string, string | undefined]
      if (INDEX_FLAGS.has(flag)) {
        const value = inline ?? words[i + 1]?.value ?? ''
        if (!DEFAULT_INDEX.test(value))
          hits.push(
            hitOf('supply/untrusted-source', `installs from the index ${value.slice(0, 80)}`)
          )
        if (inline === undefined) i++
      } else if (VALUE_FLAGS.has(flag) && inline === undefined) i++
      continue
    }
    if (
      /^(?:git\+|git:|https?:|ftp:|github:|gitlab:|bitbucket:)/i.test(word) ||
      (/\.(?:whl|tar\.gz|tgz|zip)$/i.test(word) && /:\/\//.test(word))
    ) {
      hits.push(
        hitOf(
          'supply/untrusted-source',
          `installs ${word.slice(0, 80)} straight from a URL or repository`
        )
      )
      continue
    }
    if (word.startsWith('.') || word.startsWith('/') || word.startsWith('~')) continue
    if (install.ecosystem === 'npm' && /^[\w.-]+\/[\w.-]+$/.test(word)) {
      hits.push(
        hitOf(
          'supply/untrusted-source',
          `installs the GitHub repository ${word} instead of a released package`,
          'medium'
        )
      )
      continue
    }
    const spec = SPEC.exec(word)
    if (spec === null) continue
    const name = spec[1] ?? ''
    const version = spec[3]
    if (install.ecosystem !== 'other') {
      const imitated = lookalikeOf(name.replace(/^@[^/]+\//, ''), install.ecosystem)
      if (imitated !== undefined && !name.startsWith('@')) {
        hits.push(
          hitOf(
            'supply/lookalike-package',
            `${name} is one typo away from the popular package ${imitated}`
          )
        )
      }
    }
    const hasVersion =
      version !== undefined && version !== '' && version !== 'latest' && version !== '*'
    const flaggedVersion = command.args.some(
      (a) => a.value === '--version' || a.value === '-v' || a.value === '--vers'
    )
    if (!hasVersion && !flaggedVersion) unpinned.push(name)
  }
  if (unpinned.length > 0) {
    hits.push(
      hitOf(
        'supply/unpinned-package',
        `installs without a version: ${unpinned.slice(0, 5).join(', ')}`
      )
    )
  }
  return hits
}

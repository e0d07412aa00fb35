// The popular names of PyPI and npm, from maintained data rather than a list of our own: npm's
// from the `npm-high-impact` package (the registry's most downloaded and most depended-on
// packages, about 17,000, renewed by its author), PyPI's from a snapshot of the most downloaded
// projects (data/pypi-popular.ts, with its date and source). Every name in them is exempt from
// the look-alike rule — a popular package is not an impostor of another — and the top of each
// list are the names an impostor would imitate. Loaded on first use: most skills install nothing.
export type Ecosystem = 'pypi' | 'npm'

export interface PopularNames {
  /** Every popular name: never reported as a look-alike. */
  all: ReadonlySet<string>
  /** The most popular names, most popular first: what a look-alike imitates. */
  targets: readonly string[]
}

/**
 * How many of the most popular names are targets. Past the first thousands, names are close to
 * one another by chance (a one-letter difference is often a different real package), and each
 * target costs a comparison per installed name.
 */
const TARGETS = 3000

const loaded = new Map<Ecosystem, Promise<PopularNames>>()

const namesOf = (list: readonly string[]): PopularNames => ({
  all: new Set(list),
  targets: list.slice(0, TARGETS)
})

async function load(ecosystem: Ecosystem): Promise<PopularNames> {
  if (ecosystem === 'npm') {
    const { npmHighImpact } = await import('npm-high-impact')
    return namesOf(npmHighImpact)
  }
  const { PYPI_POPULAR } = await import('../data/pypi-popular.js')
  return namesOf(PYPI_POPULAR)
}

export function popularNames(ecosystem: Ecosystem): Promise<PopularNames> {
  let names = loaded.get(ecosystem)
  if (names === undefined) loaded.set(ecosystem, (names = load(ecosystem)))
  return names
}

// One seeded PRNG family for every random choice, so a run is reproducible from its seed:
// xoroshiro128+ from pure-rand, with named sub-streams derived from the run seed so that adding a
// random choice in one place never shifts the numbers drawn in another.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator'

/** The seed used when the user gives none; written into every report. */
export const DEFAULT_SEED = 20260101

const TWO_POW_32 = 4294967296

export interface Rng {
  readonly seed: number
  /** Uniform in [0, 1) with 32 bits of resolution (plenty for resampling indices). */
  float(): number
  /** Uniform integer in [0, n). */
  index(n: number): number
  /** An independent generator for the named purpose (same seed + label → same stream). */
  derive(label: string): Rng
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit label hash (not for security). */
function hashLabel(label: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function wrap(seed: number, gen: RandomGenerator): Rng {
  const float = (): number => (gen.next() >>> 0) / TWO_POW_32
  return {
    seed,
    float,
    // Multiply-then-floor: the bias is n / 2^32, negligible for resampling sizes.
    index: (n: number) => Math.floor(float() * n),
    derive: (label: string) => createRng((Math.imul(seed, 0x9e3779b1) ^ hashLabel(label)) >>> 0)
  }
}

export function createRng(seed: number = DEFAULT_SEED): Rng {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`)
  return wrap(seed, xoroshiro128plus(seed | 0))
}

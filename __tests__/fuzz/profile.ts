// How big and how strange the generated inputs get: the CI profile keeps the jest fuzz test fast,
// the long profile (`npm run fuzz`) goes up to and past the engine's caps (SKILL.md 2 MiB,
// frontmatter 256 Ki characters, eval files 1,000,000 bytes) and adds special files.

/** What a SKILL.md can be besides a regular file (the long run's special files). */
export type SpecialSkillFile =
  /** A named pipe: opening it for reading without O_NONBLOCK would block forever. */
  | 'fifo'
  /** A symlink to a named pipe inside the scanned folder. */
  | 'symlink-fifo'
  /** A symlink to nothing. */
  | 'dangling'
  /** A symlink to a regular file outside the scanned folder. */
  | 'outside'
  /** A symlink to itself. */
  | 'loop'

export interface FuzzProfile {
  name: string
  /** Longest run of one token, deepest nesting, most aliases or duplicate keys. */
  maxRun: number
  /** Size a generated SKILL.md is cut to (bytes), unless it is made oversized on purpose. */
  maxSkillBytes: number
  /** Size a generated eval.yaml is cut to (bytes), unless it is made oversized on purpose. */
  maxEvalBytes: number
  /** Most scenarios in a templated eval file. */
  maxScenarios: number
  /** Most skill folders in one case. */
  maxSkills: number
  /** Chance (0–1) that a skill folder has a tests/eval.yaml. */
  evalChance: number
  /** Weight of files pushed past the engine's caps (0: never). */
  oversizeWeight: number
  /** The special SKILL.md kinds this profile may generate (empty: regular files only). */
  specialFiles: readonly SpecialSkillFile[]
  /** Share of cases (0–1) drawn at full size; the others use `small` limits, for throughput. */
  bigShare: number
}

/**
 * The jest test: small files (≤ 8 KB, so 1,000 of each stay quick to check), nesting and runs in
 * the hundreds to thousands, symlinks but no pipes.
 */
export const CI_PROFILE: FuzzProfile = {
  name: 'ci',
  maxRun: 3000,
  maxSkillBytes: 8_000,
  maxEvalBytes: 8_000,
  maxScenarios: 30,
  maxSkills: 1,
  // The jest test draws its eval files on their own (evalAt), so its cases have none.
  evalChance: 0,
  oversizeWeight: 0,
  specialFiles: ['dangling', 'outside', 'loop'],
  bigShare: 1
}

/** `npm run fuzz`: most cases like CI's, a share up to and past the engine's caps, and pipes. */
export const LONG_PROFILE: FuzzProfile = {
  name: 'long',
  maxRun: 300_000,
  maxSkillBytes: 2 * 1024 * 1024 + 4096,
  maxEvalBytes: 1_000_000 + 4096,
  maxScenarios: 300,
  maxSkills: 2,
  evalChance: 0.7,
  oversizeWeight: 1,
  specialFiles: ['fifo', 'symlink-fifo', 'dangling', 'outside', 'loop'],
  bigShare: 0.1
}

/** The limits a long-run case uses when it is not one of the big ones (files up to 20 KB). */
export function smallVariant(profile: FuzzProfile): FuzzProfile {
  return {
    ...profile,
    maxRun: Math.min(profile.maxRun, 5000),
    maxSkillBytes: Math.min(profile.maxSkillBytes, 20_000),
    maxEvalBytes: Math.min(profile.maxEvalBytes, 20_000),
    maxScenarios: Math.min(profile.maxScenarios, 30),
    oversizeWeight: 0
  }
}

export const PROFILES: Readonly<Record<string, FuzzProfile>> = {
  ci: CI_PROFILE,
  long: LONG_PROFILE
}

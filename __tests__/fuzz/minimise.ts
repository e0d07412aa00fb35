// Shrinking a failing case to a small one that fails the same way: drop the other skills, the
// eval file or the nested folder, then delete ever smaller chunks of each file's bytes and of the
// folder names (delta debugging), within a budget of attempts and time. `fails` decides what
// "the same way" means (the same failure kind, or a timeout).
import { diskName, type FuzzCase, type FuzzSkill } from './cases.js'

export interface MinimiseBudget {
  /** Most candidate cases tried. */
  attempts: number
  /** Wall-clock limit in ms. */
  ms: number
}

export interface Minimised {
  case: FuzzCase
  attempts: number
  /** The budget ran out before no smaller candidate failed. */
  exhausted: boolean
}

type Predicate = (candidate: FuzzCase) => Promise<boolean>

class Budget {
  attempts = 0
  private readonly deadline: number
  constructor(private readonly limits: MinimiseBudget) {
    this.deadline = Date.now() + limits.ms
  }
  get spent(): boolean {
    return this.attempts >= this.limits.attempts || Date.now() > this.deadline
  }
}

/** A sequence the minimiser can cut: bytes of a file, code points of a folder name. */
interface Cuttable<S> {
  length(s: S): number
  /** `s` without `count` items from `at`. */
  cut(s: S, at: number, count: number): S
}

const BYTES: Cuttable<Buffer> = {
  length: (b) => b.length,
  cut: (b, at, count) => Buffer.concat([b.subarray(0, at), b.subarray(at + count)])
}

const CODE_POINTS: Cuttable<string[]> = {
  length: (cs) => cs.length,
  cut: (cs, at, count) => [...cs.slice(0, at), ...cs.slice(at + count)]
}

/** Chunk deletion over a sequence: the smallest one `keeps` still accepts, within the budget. */
async function shrinkSequence<S>(
  start: S,
  ops: Cuttable<S>,
  keeps: (candidate: S) => Promise<boolean>,
  budget: Budget
): Promise<S> {
  let current = start
  let chunk = Math.max(1, Math.floor(ops.length(current) / 2))
  while (chunk >= 1 && !budget.spent) {
    let removed = false
    for (let at = 0; at < ops.length(current) && !budget.spent;) {
      const candidate = ops.cut(current, at, chunk)
      budget.attempts += 1
      if (await keeps(candidate)) {
        current = candidate
        removed = true
      } else {
        at += chunk
      }
    }
    if (!removed) chunk = Math.floor(chunk / 2)
    else chunk = Math.min(chunk, Math.max(1, Math.floor(ops.length(current) / 2)))
  }
  return current
}

function withSkill(c: FuzzCase, index: number, skill: FuzzSkill): FuzzCase {
  return { skills: c.skills.map((s, i) => (i === index ? skill : s)) }
}

async function firstThatFails(
  candidates: FuzzCase[],
  fails: Predicate,
  budget: Budget
): Promise<FuzzCase | null> {
  for (const candidate of candidates) {
    if (budget.spent) return null
    budget.attempts += 1
    if (await fails(candidate)) return candidate
  }
  return null
}

/**
 * Structural steps: fewer skills, no eval file, an empty regular SKILL.md instead of a pipe or a
 * link, one folder level, a plain folder name.
 */
async function simplify(c: FuzzCase, fails: Predicate, budget: Budget): Promise<FuzzCase> {
  let current = c
  if (current.skills.length > 1) {
    const alone = current.skills.map((s) => ({ skills: [s] }))
    current = (await firstThatFails(alone, fails, budget)) ?? current
  }
  for (let i = 0; i < current.skills.length; i++) {
    const skill = current.skills[i] as FuzzSkill
    const steps: FuzzSkill[] = [
      ...(skill.evalYaml ? [{ ...skill, evalYaml: null }] : []),
      ...(skill.skillMd.kind === 'file'
        ? []
        : [
            {
              ...skill,
              skillMd: { kind: 'file' as const, file: { bytes: Buffer.alloc(0), tags: [] } }
            }
          ]),
      ...(skill.folders.length > 1 ? [{ ...skill, folders: skill.folders.slice(0, 1) }] : []),
      ...(skill.folders.some((f) => f !== 's') ? [{ ...skill, folders: ['s'] }] : [])
    ]
    for (const step of steps) {
      const candidate = withSkill(current, i, step)
      budget.attempts += 1
      if (budget.spent) break
      if (await fails(candidate)) current = candidate
    }
  }
  return current
}

async function shrinkBytes(
  bytes: Buffer,
  rebuild: (b: Buffer) => FuzzCase,
  fails: Predicate,
  budget: Budget
): Promise<Buffer> {
  return shrinkSequence(bytes, BYTES, (candidate) => fails(rebuild(candidate)), budget)
}

/** Shrinks `failing` while `fails` holds. */
export async function minimise(
  failing: FuzzCase,
  fails: Predicate,
  limits: MinimiseBudget
): Promise<Minimised> {
  const budget = new Budget(limits)
  let current = await simplify(failing, fails, budget)
  for (let i = 0; i < current.skills.length && !budget.spent; i++) {
    const skill = current.skills[i] as FuzzSkill
    if (skill.evalYaml) {
      const tags = skill.evalYaml.tags
      const bytes = await shrinkBytes(
        skill.evalYaml.bytes,
        (b) => withSkill(current, i, { ...skill, evalYaml: { bytes: b, tags } }),
        fails,
        budget
      )
      current = withSkill(current, i, { ...skill, evalYaml: { bytes, tags } })
    }
    const now = current.skills[i] as FuzzSkill
    if (now.skillMd.kind === 'file') {
      const tags = now.skillMd.file.tags
      const rebuild = (b: Buffer) =>
        withSkill(current, i, { ...now, skillMd: { kind: 'file', file: { bytes: b, tags } } })
      const bytes = await shrinkBytes(now.skillMd.file.bytes, rebuild, fails, budget)
      current = rebuild(bytes)
    }
    const named = current.skills[i] as FuzzSkill
    const folders: string[] = []
    for (const [k, name] of named.folders.entries()) {
      const rest = named.folders.slice(k + 1)
      const kept = await shrinkSequence(
        [...name],
        CODE_POINTS,
        async (chars) => {
          const candidate = chars.join('')
          if (diskName(candidate) !== candidate) return false
          return fails(
            withSkill(current, i, { ...named, folders: [...folders, candidate, ...rest] })
          )
        },
        budget
      )
      folders.push(kept.join(''))
    }
    current = withSkill(current, i, { ...named, folders })
  }
  return { case: current, attempts: budget.attempts, exhausted: budget.spent }
}

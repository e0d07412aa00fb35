// In V8 a string cut from a longer one (a regex match, a slice) is a view that keeps the whole
// longer string alive, and a string built by `+` keeps its parts. A skill's report holds a few
// such pieces of its SKILL.md (a cross-reference, a heading, a value of the frontmatter): kept
// until the run ends, for every skill, they would keep every skill's text in memory. Each string
// of the report is replaced by a copy that holds only itself; the values do not change.

/** Strings shorter than this are copied by V8 when cut, never viewed. */
const MIN_VIEW_LENGTH = 13

/** A copy of `text` that holds no other string alive. */
function ownString(text: string): string {
  // Cutting a string built by `+` first writes it out flat: the result holds only this text.
  return ` ${text}`.slice(1)
}

/**
 * Replaces, in place, every string in `value` by its own copy; returns `value`. `value` is plain
 * data written out as JSON (a tree: no cycles); frozen objects are shared and left as they are.
 */
export function ownStrings<T>(value: T): T {
  // one copy per distinct text: the many findings of a skill that name the same file share it
  const copies = new Map<string, string>()
  const pending: unknown[] = [value]
  const visit = (holder: Record<string, unknown> | unknown[], key: string | number) => {
    const fields = holder as Record<string | number, unknown>
    const field = fields[key]
    if (typeof field === 'string') {
      if (field.length < MIN_VIEW_LENGTH) return
      let copy = copies.get(field)
      if (copy === undefined) copies.set(field, (copy = ownString(field)))
      fields[key] = copy
    } else if (typeof field === 'object' && field !== null) pending.push(field)
  }
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue
    // arrays by index: faster than enumerating their keys as strings
    if (Array.isArray(next)) for (let i = 0; i < next.length; i++) visit(next, i)
    else for (const key in next) visit(next as Record<string, unknown>, key)
  }
  return value
}

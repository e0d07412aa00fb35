// Which catalogue skill a Skill tool call names. Agents that install skills from plugins call them
// `plugin:skill`, and a model may add or drop the namespace, so the Skill tool and the activation
// layer both match a call to an entry the same way: by the skill's own name, with the namespaces,
// where both are given, agreeing.

/** `plugin:skill` → ['plugin', 'skill']; a plain name has no namespace. */
function splitName(name: string): [string | null, string] {
  const trimmed = name.trim()
  const at = trimmed.lastIndexOf(':')
  return at === -1 ? [null, trimmed] : [trimmed.slice(0, at), trimmed.slice(at + 1)]
}

/**
 * Whether a Skill tool call naming `calledName` loads the catalogue entry `entryName`. Agents
 * that install skills from plugins call them `plugin:skill`, so a namespace on either side is
 * allowed as long as the skill names match and the namespaces, when both are given, agree.
 */
export function skillCallRefersTo(calledName: string, entryName: string): boolean {
  const [calledSpace, called] = splitName(calledName)
  const [entrySpace, entry] = splitName(entryName)
  if (called === '' || called !== entry) return false
  return calledSpace === null || entrySpace === null || calledSpace === entrySpace
}

/**
 * The entry a Skill call names: the exact name first, else the one entry it refers to; undefined
 * when it names none, or several (`x` when the catalogue has `a:x` and `b:x`).
 */
export function catalogueEntryFor<E extends { name: string }>(
  entries: readonly E[],
  calledName: string
): E | undefined {
  const exact = entries.find((e) => e.name === calledName)
  if (exact) return exact
  const matches = entries.filter((e) => skillCallRefersTo(calledName, e.name))
  return matches.length === 1 ? matches[0] : undefined
}

// A count with its noun in the right number ("1 finding", "3 findings"), for every message a user
// reads: the gate's reasons, the layers' notes and the renderers all word counts the same way.
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`
}

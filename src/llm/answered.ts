// Which model the API actually answered with. A call names a model as asked (an alias such as
// `sonnet`, or an exact id), the client sends the id that name resolves to, and the reply says in
// its `model` field which model produced it. Records keep that answer, with the name asked for
// beside it, so two reports compare by the model that really ran (an alias means another model
// after every release). Counted per name asked, so one odd answer does not hide the usual one.

/** A model as a record states it: the id the API answered with, and the name asked for. */
export interface ModelUse {
  answered: string
  asked: string
}

export class AnsweredModels {
  private readonly byAsked = new Map<string, Map<string, number>>()

  note(asked: string, answered: string): void {
    if (answered === '') return
    const counts = this.byAsked.get(asked) ?? new Map<string, number>()
    counts.set(answered, (counts.get(answered) ?? 0) + 1)
    this.byAsked.set(asked, counts)
  }

  /** The most frequent answer to calls that asked for `asked` (ties: the first); none before any. */
  answered(asked: string): string | undefined {
    let best: [string, number] | undefined
    for (const entry of this.byAsked.get(asked) ?? []) if (!best || entry[1] > best[1]) best = entry
    return best?.[0]
  }
}

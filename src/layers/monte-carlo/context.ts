// What comes before the prompt in a trigger run. `empty`: nothing, the prompt is the first
// message. `busy`: a realistic earlier conversation about unrelated work, shipped with skill-ci
// beside the distractor skills (distractors/context/busy.json), because agents load skills less
// often when their context is already full, and a description that only works in a fresh session
// is weaker than it looks.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { MessageParam } from '../../llm/index.js'
import { findShippedDistractors } from './catalogue.js'
import type { ContextOption } from './options.js'

export const BUSY_CONTEXT_FILE = 'context/busy.json'

/**
 * A conversation the prompt can follow: turns alternate, starting with the user and ending with
 * the assistant, so the prompt is the next user turn.
 */
export const ContextMessagesSchema = z
  .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().min(1) }))
  .min(2)
  .refine((ms) => ms.every((m, i) => m.role === (i % 2 === 0 ? 'user' : 'assistant')), {
    error: 'turns must alternate user, assistant, … and end with the assistant'
  })
  .refine((ms) => ms.length % 2 === 0, { error: 'the last turn must be the assistant’s' })

/** The messages to put before the prompt (none for `empty`). */
export async function loadContextMessages(context: ContextOption): Promise<MessageParam[]> {
  if (context === 'empty') return []
  const dir = await findShippedDistractors()
  if (dir === null) throw new Error('the built-in busy context is missing from this install')
  const file = path.join(dir, BUSY_CONTEXT_FILE)
  const parsed = ContextMessagesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

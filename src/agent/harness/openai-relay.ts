// OpenAI's Responses API as the credential relay sees it: the key as a bearer token, a model call
// is `POST /v1/responses`, and each call's usage is read from its answer (the `response.completed`
// event of a stream, or the response object itself), since Codex's own events report only a
// finished turn's total.
import type { RelayProvider, RelayUsage } from './credential-relay.js'
import { ResponseEndSchema } from './codex-events.js'

const requestPath = (url: string | undefined): string => (url ?? '').split('?')[0] ?? ''

/** The usage of one answer: input net of its cached part, as the ledger counts input. */
function usageOfResponse(json: unknown): RelayUsage | undefined {
  const parsed = ResponseEndSchema.shape.response.safeParse(json)
  const usage = parsed.success ? parsed.data.usage : undefined
  if (!parsed.success || !usage) return undefined
  const cached = usage.input_tokens_details?.cached_tokens ?? 0
  return {
    model: parsed.data.model ?? undefined,
    input: Math.max(0, usage.input_tokens - cached),
    cacheRead: cached,
    cacheWrite: 0,
    output: usage.output_tokens
  }
}

/** A streamed answer's usage: the data of its last `response.completed` (or failed) event. */
export function responsesUsage(answer: string): RelayUsage | undefined {
  if (answer.trimStart().startsWith('{')) {
    try {
      return usageOfResponse(JSON.parse(answer))
    } catch {
      return undefined
    }
  }
  const lines = answer.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] as string
    if (!line.startsWith('data:') || !line.includes('"response.')) continue
    try {
      const event = ResponseEndSchema.safeParse(JSON.parse(line.slice('data:'.length)))
      if (event.success) return usageOfResponse(event.data.response)
    } catch {
      // Not an end event's data: look further up.
    }
  }
  return undefined
}

export const OPENAI_RELAY: RelayProvider = {
  defaultBaseURL: 'https://api.openai.com',
  tokenOf: (req) => {
    const auth = req.headers.authorization
    return auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined
  },
  keyHeaders: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  isModelCall: (req) => req.method === 'POST' && requestPath(req.url) === '/v1/responses',
  usageOf: (_url, body) => responsesUsage(body)
}

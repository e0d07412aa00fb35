// Scripted answers of the judge layer's model (its record_verdict calls), told apart by the
// assessment's task text.
import {
  verdictReply,
  type FakeReply,
  type MessagesRequestBody
} from '../../fakes/anthropic-server.js'

/** Triggering: two prompts, both predicted right (F1 1); every other assessment scores 0.75. */
export function judgeLayerReply(body: MessagesRequestBody): FakeReply {
  if (JSON.stringify(body.system).includes('should trigger this skill')) {
    return verdictReply({
      predictions: [
        { prompt: 'a', should_trigger: true, would_trigger: true },
        { prompt: 'b', should_trigger: false, would_trigger: false }
      ],
      f1: 1
    })
  }
  return verdictReply({ score: 0.75, reasoning: 'ok', evidence: ['e'] })
}

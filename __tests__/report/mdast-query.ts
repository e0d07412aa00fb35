// Reads rendered Markdown back as an mdast tree, so the report tests check structure (tables,
// headings, raw HTML) instead of string fragments.
import type { Nodes, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

/** Parses GitHub-flavoured Markdown the way GitHub renders a comment or summary. */
export const parseMarkdown = (markdown: string): Root =>
  unified().use(remarkParse).use(remarkGfm).parse(markdown)

/** Every node of one type, in document order. */
export function nodesOf<T extends Nodes['type']>(
  tree: Nodes,
  type: T
): Extract<Nodes, { type: T }>[] {
  const found: Nodes[] = []
  const walk = (node: Nodes): void => {
    if (node.type === type) found.push(node)
    if ('children' in node) for (const child of node.children) walk(child as Nodes)
  }
  walk(tree)
  return found as Extract<Nodes, { type: T }>[]
}

/** The text a reader sees in a node (text and inline code, markup dropped). */
export function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : ''
}

const SUMMARY = /^<details>\n<summary>(.*)<\/summary>$/

/**
 * Whether a raw HTML node is one the renderers may emit: one of the `fixed` strings, or a
 * `<details>` whose one-line summary holds only escaped text, `<code>` and the empty comments
 * that break mentions (no other tag, no stray `&`).
 */
export function isOurHtml(value: string, fixed: ReadonlySet<string>): boolean {
  if (fixed.has(value)) return true
  const inner = SUMMARY.exec(value)?.[1]
  if (inner === undefined) return false
  const text = inner.replace(/<\/?code>|<!-- -->/g, '')
  return !/[<>]/.test(text) && !/&(?!amp;|lt;|gt;|quot;)/.test(text)
}

/** The `<details>` summaries of a rendered report as a reader sees them (tags off, entities read). */
export function detailsSummaries(markdown: string): string[] {
  return nodesOf(parseMarkdown(markdown), 'html').flatMap((node) => {
    const inner = SUMMARY.exec(node.value)?.[1]
    if (inner === undefined) return []
    return [
      inner
        .replace(/<\/?code>|<!-- -->/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    ]
  })
}

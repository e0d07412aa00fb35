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

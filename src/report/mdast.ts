// Small mdast builders and the one stringifier. Skill text only ever enters a document through
// `text()` / `code()` (flattened by `oneLine`, then escaped by mdast-util-to-markdown), so a pipe
// cannot end a table cell and `<script>` or `<!--` comes out as literal characters. Raw HTML is
// limited to the fixed strings in HTML_FRAGMENTS.
import type {
  BlockContent,
  Heading,
  Html,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow
} from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { oneLine } from './text.js'

const processor = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })

export function stringify(nodes: RootContent[]): string {
  const root: Root = { type: 'root', children: nodes }
  return processor.stringify(root)
}

/**
 * Untrusted (or any) text as an escaped one-line text node. GFM would still turn a bare
 * `https://…` or `www.…` into a link (a phishing link in a bot's comment), so a zero-width space
 * breaks those prefixes; readers see the same characters.
 */
export function text(value: string, maxChars?: number): PhrasingContent {
  const flat = oneLine(value, maxChars)
  return {
    type: 'text',
    value: flat.replace(/:\/\//g, ':\u200b//').replace(/\b(www)\./gi, '$1\u200b.')
  }
}

/** Inline code for paths and rule ids; the stringifier picks a fence longer than any backtick run. */
export function code(value: string, maxChars = 200): PhrasingContent {
  return { type: 'inlineCode', value: oneLine(value, maxChars) }
}

export function strong(...children: PhrasingContent[]): PhrasingContent {
  return { type: 'strong', children }
}

/** A link whose target is ours (e.g. the check run URL); anything but http(s) is dropped. */
export function link(url: string, label: string): PhrasingContent {
  if (!/^https?:\/\//i.test(url)) return text(label)
  const node: Link = { type: 'link', url, children: [text(label)] }
  return node
}

export function paragraph(...children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

export function heading(depth: 2 | 3 | 4, ...children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children }
}

export function list(items: BlockContent[][], ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((children): ListItem => ({ type: 'listItem', spread: false, children }))
  }
}

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map(cell)
  })
  return {
    type: 'table',
    children: [row(header.map((title) => [text(title)])), ...rows.map(row)]
  }
}

/** The only raw HTML we emit: collapsible blocks around our own fixed summary labels. */
export const HTML_FRAGMENTS = {
  detailsOpen: (summaryLabel: DetailsLabel): Html => ({
    type: 'html',
    value: `<details>\n<summary>${summaryLabel}</summary>`
  }),
  detailsClose: (): Html => ({ type: 'html', value: '</details>' })
}

/** Fixed labels allowed inside `<summary>` (typed so no skill text can reach raw HTML). */
export type DetailsLabel =
  | 'Dimensions, findings and tips'
  | 'Why this skill could not be scored'
  | `A/B scenario ${number} of ${number}`

/** A hidden comment marker; validated because it is written into raw HTML. */
export function markerNode(marker: string): Html {
  if (!/^<!-- [A-Za-z0-9 _.:/@+=-]+ -->$/.test(marker) || marker.slice(4, -3).includes('--')) {
    throw new Error(
      `comment marker must look like "<!-- skill-ci:NAME -->" with plain characters, got ${JSON.stringify(marker)}`
    )
  }
  return { type: 'html', value: marker }
}

// Small mdast builders and the one stringifier. Skill text only ever enters a document through
// `text()` / `code()` (flattened to one line, then escaped by mdast-util-to-markdown), so a pipe
// cannot end a table cell and `<script>` or `<!--` comes out as literal characters. Raw HTML is
// limited to the fixed strings in HTML_FRAGMENTS and the empty comments of `inertText`.
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
  TableRow,
  Text
} from 'mdast'
import { defaultHandlers, type Handle } from 'mdast-util-to-markdown'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { breakWorkflowCommands, flattenProse } from './neutralise.js'
import { printableName, truncateChars } from './text.js'

/**
 * Places in rendered text where GitHub would make a link or send a notification — after the `@` of
 * `@someone`, the `#` of `#123` and `owner/repo#789`, the `-` of `GH-5`, the `:` of `https://`,
 * the `www` of `www.…` — and where the Actions runner would see a command when the markdown is
 * printed to a log (`::` at the start, `##[` anywhere). GitHub finds mentions and issue references
 * after rendering, in each run of text, so neither a backslash nor a character reference (`&#64;`)
 * stops them; an empty HTML comment at such a place splits the run. It renders as nothing, and
 * what a reader copies from the page is the text as written.
 */
const BREAK_POINTS =
  /(?<=@)|(?<=#)(?=\d)|(?<=\bgh-)(?=\d)|(?<=:)(?=\/\/)|(?<=\bwww)(?=\.)|(?<=^\s*:)(?=:)|(?<=#)(?=#\[)/gi
export const EMPTY_COMMENT = '<!-- -->'

/**
 * The stringifier would escape a comment written into a text value, so a stand-in marks each place
 * before escaping and becomes the comment after. Every place follows one of `@ # - : w`, never a
 * backslash that could escape the comment's `<`. The stand-in is a Unicode noncharacter, which no
 * text needs: any already in the value is replaced first.
 */
const STAND_IN = '\ufdd0'

const inertText: Handle = (node: Text, parent, state, info) => {
  const value = node.value.replaceAll(STAND_IN, '\ufffd').replace(BREAK_POINTS, STAND_IN)
  return defaultHandlers
    .text({ ...node, value }, parent, state, info)
    .replaceAll(STAND_IN, EMPTY_COMMENT)
}

const processor = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', handlers: { text: inertText } })

export function stringify(nodes: RootContent[]): string {
  const root: Root = { type: 'root', children: nodes }
  // Text and code are neutralised node by node; this also breaks a command that would only appear
  // where two nodes meet.
  return processor
    .stringify(root)
    .split('\n')
    .map((line) => breakWorkflowCommands(line))
    .join('\n')
}

/**
 * Untrusted (or any) text as a one-line text node: line breaks read as spaces, other invisible
 * characters as visible escapes; mentions, issue references and bare links are made inert when
 * stringified (BREAK_POINTS above).
 */
export function text(value: string, maxChars = 500): PhrasingContent {
  return { type: 'text', value: truncateChars(flattenProse(value), maxChars) }
}

/**
 * Inline code for paths and rule ids, every character visible (a newline shows as `\n`). GitHub
 * links nothing inside code, and markup has no effect there, so workflow commands are broken with
 * a backslash instead. The stringifier picks a fence longer than any backtick run.
 */
export function code(value: string, maxChars = 200): PhrasingContent {
  return { type: 'inlineCode', value: printableName(value, maxChars) }
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

/**
 * The only raw HTML we emit: collapsible blocks whose summary is one of our fixed labels or a line
 * built by `summaryHtml`.
 */
export const HTML_FRAGMENTS = {
  detailsOpen: (summary: DetailsLabel | SummaryHtml): Html => ({
    type: 'html',
    value: `<details>\n<summary>${summary}</summary>`
  }),
  detailsClose: (): Html => ({ type: 'html', value: '</details>' })
}

/** Fixed labels allowed inside `<summary>` (typed so no skill text can reach raw HTML). */
export type DetailsLabel = `A/B scenario ${number} of ${number}`

declare const summaryHtmlBrand: unique symbol
/** The inside of a `<summary>` made by `summaryHtml` (the brand keeps other strings out). */
export type SummaryHtml = string & { readonly [summaryHtmlBrand]: true }

/** A piece of a summary line: plain text, or a path or name shown as code. */
export type SummaryPart = string | { code: string }

/**
 * One line for a `<summary>`, which GitHub renders as HTML, not markdown: text is flattened,
 * HTML-escaped and given the same breaks as `text()` (mentions, issue references and links stay
 * inert); code parts are escaped inside `<code>`. No other markup can come out.
 */
export function summaryHtml(parts: SummaryPart[], maxChars = 300): SummaryHtml {
  const html = parts
    .map((part) =>
      typeof part === 'string'
        ? inertHtml(part, maxChars)
        : `<code>${escapeHtml(printableName(part.code, maxChars))}</code>`
    )
    .join('')
  return html as SummaryHtml
}

function inertHtml(value: string, maxChars: number): string {
  const flat = truncateChars(flattenProse(value), maxChars)
  const marked = flat.replaceAll(STAND_IN, '\ufffd').replace(BREAK_POINTS, STAND_IN)
  return escapeHtml(marked).replaceAll(STAND_IN, EMPTY_COMMENT)
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;'
}

/** Text for HTML content and double-quoted attributes: `& < > "` as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** A hidden comment marker; validated because it is written into raw HTML. */
export function markerNode(marker: string): Html {
  if (!/^<!-- [A-Za-z0-9 _.:/@+=-]+ -->$/.test(marker) || marker.slice(4, -3).includes('--')) {
    throw new Error(
      `comment marker must look like "<!-- skill-ci:NAME -->" with plain characters, got ${JSON.stringify(marker)}`
    )
  }
  return { type: 'html', value: marker }
}

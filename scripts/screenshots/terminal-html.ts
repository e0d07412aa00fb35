// The CLI's coloured text output as an HTML page that looks like a dark terminal, for the
// screenshot of `skill-ci score`. Only the SGR codes the text format uses are read (bold, dim and
// the foreground colours, with their resets); the rest of the text is escaped.
import { escapeHtml } from '../../src/report/mdast.js'

const FOREGROUND: Readonly<Record<number, string>> = {
  31: '#ff7b72',
  32: '#7ee787',
  33: '#e3b341',
  35: '#d2a8ff',
  36: '#79c0ff'
}

// eslint-disable-next-line no-control-regex -- the escape character is what it reads
const SGR = /\x1b\[(\d+)m/g

export function ansiToHtml(ansi: string): string {
  let bold = false
  let dim = false
  let colour: string | undefined
  let html = ''
  let cursor = 0
  const span = (text: string): string => {
    if (text === '') return ''
    const style = [
      bold ? 'font-weight:700' : '',
      dim ? 'opacity:.6' : '',
      colour === undefined ? '' : `color:${colour}`
    ].filter((part) => part !== '')
    const escaped = escapeHtml(text)
    return style.length === 0 ? escaped : `<span style="${style.join(';')}">${escaped}</span>`
  }
  for (const match of ansi.matchAll(SGR)) {
    html += span(ansi.slice(cursor, match.index))
    cursor = match.index + match[0].length
    const code = Number(match[1])
    if (code === 0) [bold, dim, colour] = [false, false, undefined]
    else if (code === 1) bold = true
    else if (code === 2) dim = true
    else if (code === 22) [bold, dim] = [false, false]
    else if (code === 39) colour = undefined
    else colour = FOREGROUND[code] ?? colour
  }
  return html + span(ansi.slice(cursor))
}

export function terminalPage(command: string, ansi: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>skill-ci in a terminal</title>
<style>
body { margin: 0; padding: 24px; background: #ffffff; }
.terminal { background: #0d1117; color: #e6edf3; border-radius: 8px; padding: 16px 20px;
  font: 13px/1.45 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
  white-space: pre-wrap; overflow-wrap: anywhere; width: 120ch; }
.prompt { color: #7ee787; }
</style>
</head>
<body>
<div class="terminal"><span class="prompt">$</span> ${escapeHtml(command)}
${ansiToHtml(ansi)}</div>
</body>
</html>
`
}

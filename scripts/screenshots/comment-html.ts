// GitHub-flavoured markdown to a standalone HTML page styled like a pull-request comment, for the
// screenshots of the README. micromark with the GFM extension renders tables, task lists and
// autolinks as GitHub does; raw HTML is kept (our report emits only <details>, <summary>, <code>
// and comments), as GitHub keeps those tags.
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

export function markdownToHtml(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
}

/** A page holding one comment box with the rendered markdown inside. */
export function commentPage(markdown: string, author = 'github-actions'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>skill-ci comment</title>
<style>${COMMENT_CSS}</style>
</head>
<body>
<div class="comment">
<div class="comment-header"><span class="avatar"></span><strong>${author}</strong> <span class="bot">bot</span> commented</div>
<div class="markdown-body">
${markdownToHtml(markdown)}
</div>
</div>
</body>
</html>
`
}

/** Our own approximation of GitHub's light theme for comments (not GitHub's stylesheet). */
const COMMENT_CSS = `
body { margin: 0; padding: 24px; background: #ffffff; color: #1f2328;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.comment { max-width: 880px; border: 1px solid #d1d9e0; border-radius: 6px; }
.comment-header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0;
  border-radius: 6px 6px 0 0; color: #59636e; display: flex; align-items: center; gap: 6px; }
.comment-header strong { color: #1f2328; }
.avatar { width: 20px; height: 20px; border-radius: 50%; background: #2f81f7; display: inline-block; }
.bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 6px; font-size: 12px; }
.markdown-body { padding: 16px; }
.markdown-body > :first-child { margin-top: 0; }
h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3;
  margin: 24px 0 16px; }
h3 { font-size: 1.25em; font-weight: 600; margin: 24px 0 16px; }
p, ul, ol, table, details { margin: 0 0 16px; }
ul, ol { padding-left: 2em; }
li + li { margin-top: .25em; }
a { color: #0969da; text-decoration: none; }
code { font: 85%/1.45 ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace;
  background: #818b981f; border-radius: 6px; padding: .2em .4em; }
table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; }
tr { background: #ffffff; border-top: 1px solid #d1d9e0b3; }
tr:nth-child(2n) { background: #f6f8fa; }
summary { cursor: pointer; }
details[open] > summary { margin-bottom: 16px; }
`

import { E as distExports, F as MAX_YAML_DEPTH, M as MAX_YAML_ALIASES } from './index-main.js';

// The limits a YAML text must meet before it is composed into a document: the nesting depth
// and the number of aliases, checked on the lexer's tokens in one linear pass (the lexer is
// iterative), then the nesting again on the parser's stack while it reads. Composing recurses
// once per level, so a frontmatter of a few thousand `[` or `- ` exhausted the stack at a depth
// that depended on what else was on it: the outcome changed from run to run, and the error,
// raised deep in the stack, could take the whole process down. Checked first, the limits give
// the same answer every time, and a `[` inside a quoted string or a block scalar is text.
const GAUGED_TOKENS = [
    'newline',
    'flow-map-start',
    'flow-seq-start',
    'flow-map-end',
    'flow-seq-end',
    // the lexer closed every open flow collection at a line indented too little (an error)
    'flow-error-end',
    'seq-item-ind',
    'explicit-key-ind',
    'map-value-ind',
    'anchor',
    'tag',
    'alias',
    'single-quoted-scalar',
    'double-quoted-scalar',
    'block-scalar-header',
    // a plain scalar's source
    'scalar',
    // the content of a block scalar (`|` or `>`), part of the node its header opened
    'block-scalar-content'
];
const GAUGED = new Set(GAUGED_TOKENS);
const INDICATORS = new Set(['seq-item-ind', 'explicit-key-ind', 'map-value-ind']);
/**
 * Follows the tokens of one YAML text and keeps an upper bound of the nesting depth so far.
 *
 * Flow collections (`[`, `{`) count two levels each, because an entry `key: value` of a flow
 * sequence is a mapping of its own. Block collections nest by indentation: the gauge keeps the
 * columns of the block nodes still open (a line that starts further left closes the ones to its
 * right) and counts two levels per column, because a block sequence may sit at the same column
 * as the mapping key that holds it (`key:` then `- item`). A node written right after `- `, `? `
 * or `: ` on the same line (`- - x`, `- key: v`) opens its own column.
 *
 * A second `:` (or `?`, `-`) after a value on the same line, as in `a: b: c`, is an error the
 * parser recovers from by nesting a mapping that the following lines of the same indentation
 * stay inside: `b: b: c` repeated on 5,000 lines nests 5,000 deep. Such a level is added to the
 * column the line starts at, and stays until a line starts further left.
 */
class NestingGauge {
    open = [];
    levels = 0;
    flow = 0;
    lineStart = 0;
    lineHasNode = false;
    afterIndicator = false;
    /** A `:` after the first node of this line has been seen (block context). */
    valueOnLine = false;
    /** The open column this line starts at. */
    lineColumn;
    deepest = 0;
    /** The largest bound seen so far. */
    get depth() {
        return this.deepest;
    }
    /**
     * Notes one token (`start` is its offset in the text); returns the bound after it. Tokens of
     * other kinds (spaces, comments, commas) change nothing.
     */
    see(type, token, start) {
        if (!GAUGED.has(type))
            return this.deepest;
        if (type === 'newline') {
            this.lineStart = start + token.length;
            // inside a flow collection a new line does not start a block node
            this.lineHasNode = this.flow > 0;
            return this.deepest;
        }
        if (type === 'flow-map-end' || type === 'flow-seq-end') {
            if (this.flow > 0)
                this.flow--;
            return this.deepest;
        }
        if (type === 'flow-error-end') {
            this.flow = 0;
            this.lineHasNode = false;
            return this.deepest;
        }
        if (type !== 'block-scalar-content') {
            if (this.flow === 0)
                this.blockNode(type, start - this.lineStart);
            if (type === 'flow-map-start' || type === 'flow-seq-start')
                this.flow++;
            this.deepest = Math.max(this.deepest, 2 * (this.levels + this.flow));
        }
        const newline = token.lastIndexOf('\n');
        if (newline !== -1) {
            // a scalar written over several lines: the next token is on its last line
            this.lineStart = start + newline + 1;
            this.lineHasNode = this.flow > 0 || newline !== token.length - 1;
        }
        return this.deepest;
    }
    blockNode(type, column) {
        const firstOnLine = !this.lineHasNode;
        if (firstOnLine) {
            this.lineHasNode = true;
            this.valueOnLine = false;
            while (this.open.length > 0 && this.open[this.open.length - 1].column > column)
                this.levels -= this.open.pop().levels;
            this.openColumn(column);
            this.lineColumn = this.open[this.open.length - 1];
        }
        else if (this.afterIndicator)
            this.openColumn(column);
        if (INDICATORS.has(type) && this.valueOnLine && this.lineColumn !== undefined) {
            // a level the parser keeps open for the following lines of the same indentation
            this.lineColumn.levels++;
            this.levels++;
        }
        if (type === 'map-value-ind' && !firstOnLine)
            this.valueOnLine = true;
        this.afterIndicator = INDICATORS.has(type);
    }
    openColumn(column) {
        const top = this.open[this.open.length - 1];
        if (top !== undefined && top.column >= column)
            return;
        this.open.push({ column, levels: 1 });
        this.levels++;
    }
}
// Lexer marks that take no room in the text: document start, flow end, scalar start.
const DOC_MODE = '\u0002';
const FLOW_ERROR_END = '\u0018';
const SCALAR_NEXT = '\u001f';
/**
 * The tokens of `text` with their kinds and offsets, lazily: a caller may stop at any token. Each
 * lexeme, as the lexer gives it, also goes to `lexemes` when given: read to the end, they are what
 * parseDocumentBounded would lex from the text again.
 */
function* lexTokens(text, lexemes) {
    let offset = 0;
    let scalarNext = false;
    let blockNext = false;
    for (const source of new distExports.Lexer().lex(text)) {
        lexemes?.push(source);
        if (source === SCALAR_NEXT) {
            scalarNext = true;
            continue;
        }
        if (source === DOC_MODE)
            continue;
        if (source === FLOW_ERROR_END) {
            yield { type: 'flow-error-end', source: '', start: offset };
            continue;
        }
        let type;
        if (scalarNext) {
            type = blockNext ? 'block-scalar-content' : 'scalar';
            scalarNext = false;
            blockNext = false;
        }
        else {
            type = distExports.CST.tokenType(source);
            if (type === 'block-scalar-header')
                blockNext = true;
        }
        yield { type, source, start: offset };
        offset += source.length;
    }
}
/**
 * Counts the tokens of one text against the limits: nesting, aliases, and (when given) the number
 * of tokens (values, indicators, spaces, line breaks), which bounds the parser's work.
 */
class YamlTokenLimits {
    maxTokens;
    gauge = new NestingGauge();
    aliases = 0;
    tokens = 0;
    constructor(maxTokens = Number.POSITIVE_INFINITY) {
        this.maxTokens = maxTokens;
    }
    /** The first limit `token` crosses, if any. */
    see({ type, source, start }) {
        if (source.length > 0 && ++this.tokens > this.maxTokens) {
            return {
                message: `more than ${this.maxTokens} YAML tokens (values, indicators, spaces, line breaks)`,
                offset: start,
                limit: 'tokens'
            };
        }
        if (type === null)
            return undefined;
        if (this.gauge.see(type, source, start) > MAX_YAML_DEPTH) {
            return {
                message: `values are nested more than ${MAX_YAML_DEPTH} levels deep`,
                offset: start,
                limit: 'nesting'
            };
        }
        if (type === 'alias' && ++this.aliases > MAX_YAML_ALIASES) {
            return {
                message: `more than ${MAX_YAML_ALIASES} aliases (\`*name\`)`,
                offset: start,
                limit: 'aliases'
            };
        }
        return undefined;
    }
}
/**
 * `parseDocument`, with the parser's nesting bounded while it reads. The token pre-scan bounds
 * what valid YAML can nest, but the parser recovers from some errors by nesting deeper than the
 * text looks (`[` left open, then lines of `- a: : ? a`); its stack is checked after every token,
 * so nothing deeper than MAX_YAML_DEPTH ever reaches the composer, which recurses once per level.
 * Parse errors are built without stack traces: the parser makes one per problem it meets, and on
 * a garbage text capturing thousands of traces was most of its time. `lexemes` are the text's,
 * when a caller has lexed it already. Never throws for a text.
 */
function parseDocumentBounded(source, options, lexemes = new distExports.Lexer().lex(source)) {
    const traceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
        const parser = new distExports.Parser();
        const tokens = [];
        for (const lexeme of lexemes) {
            for (const token of parser.next(lexeme))
                tokens.push(token);
            if (parser.stack.length > MAX_YAML_DEPTH) {
                const deepest = parser.stack[parser.stack.length - 1];
                return {
                    ok: false,
                    problem: {
                        message: `values are nested more than ${MAX_YAML_DEPTH} levels deep`,
                        offset: deepest.offset,
                        limit: 'nesting'
                    }
                };
            }
        }
        for (const token of parser.end())
            tokens.push(token);
        let doc;
        for (const next of new distExports.Composer(options).compose(tokens, true, source.length)) {
            if (doc === undefined)
                doc = next;
            else {
                doc.errors.push(new distExports.YAMLParseError([next.range[0], next.range[1]], 'MULTIPLE_DOCS', 'more than one YAML document'));
                break;
            }
        }
        // compose(…, forceDoc) always yields a document, an empty one for an empty text
        return { ok: true, doc: doc };
    }
    finally {
        Error.stackTraceLimit = traceLimit;
    }
}

export { YamlTokenLimits as Y, lexTokens as l, parseDocumentBounded as p };

import { b as breakWorkflowCommands, f as flattenProse } from './cli-errors.js';
import { $ as truncateChars, w as printableName } from './cli-options.js';
import { u as unified } from './cli-index2.js';
import { f as formatCodeAsIndented, h as htmlKind, c as checkRule, a as formatHeadingAsSetext, p as patternInScope, e as encodeCharacterReference, b as handle, d as phrasing, g as containerPhrasing, r as remarkGfm } from './cli-index4.js';
import { d as decodeString } from './cli-index5.js';
import { c as classifyCharacter } from './cli-blank-line.js';

/**
 * @callback Handler
 *   Handle a value, with a certain ID field set to a certain value.
 *   The ID field is passed to `zwitch`, and it’s value is this function’s
 *   place on the `handlers` record.
 * @param {...any} parameters
 *   Arbitrary parameters passed to the zwitch.
 *   The first will be an object with a certain ID field set to a certain value.
 * @returns {any}
 *   Anything!
 */

/**
 * @callback UnknownHandler
 *   Handle values that do have a certain ID field, but it’s set to a value
 *   that is not listed in the `handlers` record.
 * @param {unknown} value
 *   An object with a certain ID field set to an unknown value.
 * @param {...any} rest
 *   Arbitrary parameters passed to the zwitch.
 * @returns {any}
 *   Anything!
 */

/**
 * @callback InvalidHandler
 *   Handle values that do not have a certain ID field.
 * @param {unknown} value
 *   Any unknown value.
 * @param {...any} rest
 *   Arbitrary parameters passed to the zwitch.
 * @returns {void|null|undefined|never}
 *   This should crash or return nothing.
 */

/**
 * @template {InvalidHandler} [Invalid=InvalidHandler]
 * @template {UnknownHandler} [Unknown=UnknownHandler]
 * @template {Record<string, Handler>} [Handlers=Record<string, Handler>]
 * @typedef Options
 *   Configuration (required).
 * @property {Invalid} [invalid]
 *   Handler to use for invalid values.
 * @property {Unknown} [unknown]
 *   Handler to use for unknown values.
 * @property {Handlers} [handlers]
 *   Handlers to use.
 */

const own$2 = {}.hasOwnProperty;

/**
 * Handle values based on a field.
 *
 * @template {InvalidHandler} [Invalid=InvalidHandler]
 * @template {UnknownHandler} [Unknown=UnknownHandler]
 * @template {Record<string, Handler>} [Handlers=Record<string, Handler>]
 * @param {string} key
 *   Field to switch on.
 * @param {Options<Invalid, Unknown, Handlers>} [options]
 *   Configuration (required).
 * @returns {{unknown: Unknown, invalid: Invalid, handlers: Handlers, (...parameters: Parameters<Handlers[keyof Handlers]>): ReturnType<Handlers[keyof Handlers]>, (...parameters: Parameters<Unknown>): ReturnType<Unknown>}}
 */
function zwitch(key, options) {
  const settings = options || {};

  /**
   * Handle one value.
   *
   * Based on the bound `key`, a respective handler will be called.
   * If `value` is not an object, or doesn’t have a `key` property, the special
   * “invalid” handler will be called.
   * If `value` has an unknown `key`, the special “unknown” handler will be
   * called.
   *
   * All arguments, and the context object, are passed through to the handler,
   * and it’s result is returned.
   *
   * @this {unknown}
   *   Any context object.
   * @param {unknown} [value]
   *   Any value.
   * @param {...unknown} parameters
   *   Arbitrary parameters passed to the zwitch.
   * @property {Handler} invalid
   *   Handle for values that do not have a certain ID field.
   * @property {Handler} unknown
   *   Handle values that do have a certain ID field, but it’s set to a value
   *   that is not listed in the `handlers` record.
   * @property {Handlers} handlers
   *   Record of handlers.
   * @returns {unknown}
   *   Anything.
   */
  function one(value, ...parameters) {
    /** @type {Handler|undefined} */
    let fn = one.invalid;
    const handlers = one.handlers;

    if (value && own$2.call(value, key)) {
      // @ts-expect-error Indexable.
      const id = String(value[key]);
      // @ts-expect-error Indexable.
      fn = own$2.call(handlers, id) ? handlers[id] : one.unknown;
    }

    if (fn) {
      return fn.call(this, value, ...parameters)
    }
  }

  one.handlers = settings.handlers || {};
  one.invalid = settings.invalid;
  one.unknown = settings.unknown;

  // @ts-expect-error: matches!
  return one
}

/**
 * @import {Options, State} from './types.js'
 */

const own$1 = {}.hasOwnProperty;

/**
 * Configure a base state w/ an extension.
 *
 * @param {State} base
 *   Base state to configure.
 * @param {Options} extension
 *   Extension to apply.
 * @returns {State}
 *   Given `base`.
 */
function configure(base, extension) {
  let index = -1;
  /** @type {keyof Options} */
  let key;

  // First do subextensions.
  if (extension.extensions) {
    while (++index < extension.extensions.length) {
      configure(base, extension.extensions[index]);
    }
  }

  for (key in extension) {
    if (own$1.call(extension, key)) {
      switch (key) {
        case 'extensions': {
          // Empty.
          break
        }

        /* c8 ignore next 4 */
        case 'unsafe': {
          list$1(base[key], extension[key]);
          break
        }

        case 'join': {
          list$1(base[key], extension[key]);
          break
        }

        case 'handlers': {
          map(base[key], extension[key]);
          break
        }

        default: {
          // @ts-expect-error: matches.
          base.options[key] = extension[key];
        }
      }
    }
  }

  return base
}

/**
 * Merge arrays from the extension into the base state.
 *
 * @template T
 *   Kind.
 * @param {Array<T>} left
 *   List to merge into.
 * @param {Array<T> | null | undefined} right
 *   List to merge from.
 * @returns {undefined}
 *   Nothing.
 */
function list$1(left, right) {
  if (right) {
    left.push(...right);
  }
}

/**
 * Merge objects from the extension into the base state.
 *
 * @template T
 *   Kind.
 * @param {Record<string, T>} left
 *   Object to merge into.
 * @param {Record<string, T> | null | undefined} right
 *   Object to merge from.
 * @returns {undefined}
 *   Nothing.
 */
function map(left, right) {
  if (right) {
    Object.assign(left, right);
  }
}

/**
 * @import {Join} from 'mdast-util-to-markdown'
 */


/** @type {Array<Join>} */
const join = [joinDefaults];

/**
 * Default join function.
 *
 * @type {Join}
 */
function joinDefaults(left, right, parent, state) {
  // Indented code after list or another indented code.
  if (
    right.type === 'code' &&
    formatCodeAsIndented(right, state) &&
    (left.type === 'list' ||
      (left.type === right.type && formatCodeAsIndented(left, state)))
  ) {
    return false
  }

  // Join children of a list or an item.
  // In which case, `parent` has a `spread` field.
  if ('spread' in parent && typeof parent.spread === 'boolean') {
    if (parent.spread) return 1

    // HTML that only ends at a blank line.
    if (left.type === 'html') {
      const kind = htmlKind(left.value);
      if (kind === undefined || kind === 6 || kind === 7) return 1
    }

    if (left.type === 'blockquote' && right.type === 'blockquote') return 1

    // Lists with non-1 start would turn into a paragraph.
    if (
      (left.type === 'definition' || left.type === 'paragraph') &&
      right.type === 'list' &&
      ((right.ordered &&
        typeof right.start === 'number' &&
        right.start !== 1) ||
        (right.children.length > 0 && right.children[0].children.length === 0))
    ) {
      return 1
    }

    // Thematic break with dashes would turn into a setext heading.
    if (
      left.type === 'paragraph' &&
      right.type === 'thematicBreak' &&
      checkRule(state) === '-' &&
      !state.options.ruleSpaces
    ) {
      return 1
    }

    // We have to “delve” into containers that form from the left margin.
    let tail = left;

    while (
      (tail.type === 'blockquote' ||
        tail.type === 'list' ||
        tail.type === 'listItem') &&
      tail.children.length > 0
    ) {
      tail = tail.children[tail.children.length - 1];
    }

    if (tail.type !== 'definition' && tail.type !== 'paragraph') return 0

    // Indented code would turn into a paragraph.
    if (right.type === 'code' && formatCodeAsIndented(right, state)) return 1

    // Kind 7 HTML would turn into a paragraph.
    if (right.type === 'html') {
      const kind = htmlKind(right.value);
      if (kind === undefined || kind === 7) return 1
    }

    // Text joins the paragraph before it, also one at the end of a container.
    // Not a definition before it: definitions are parsed out of the start of
    // a paragraph, so they and the text after them are read back the same.
    if (
      (left.type === 'paragraph' || left !== tail) &&
      (right.type === 'definition' ||
        (right.type === 'heading' && formatHeadingAsSetext(right, state)) ||
        right.type === 'paragraph')
    ) {
      return 1
    }

    return 0
  }
}

/**
 * @import {ConstructName, Unsafe} from 'mdast-util-to-markdown'
 */

/**
 * List of constructs that occur in phrasing (paragraphs, headings), but cannot
 * contain things like attention (emphasis, strong), images, or links.
 * So they sort of cancel each other out.
 * Note: could use a better name.
 *
 * @type {Array<ConstructName>}
 */
const fullPhrasingSpans = [
  'autolink',
  'destinationLiteral',
  'destinationRaw',
  'reference',
  'titleQuote',
  'titleApostrophe'
];

/** @type {Array<Unsafe>} */
const unsafe = [
  {character: '\t', after: '[\\r\\n]', inConstruct: 'phrasing'},
  {character: '\t', before: '[\\r\\n]', inConstruct: 'phrasing'},
  {
    character: '\t',
    inConstruct: ['codeFencedLangGraveAccent', 'codeFencedLangTilde']
  },
  {
    character: '\r',
    inConstruct: [
      'codeFencedLangGraveAccent',
      'codeFencedLangTilde',
      'codeFencedMetaGraveAccent',
      'codeFencedMetaTilde',
      'destinationLiteral',
      'headingAtx'
    ]
  },
  {
    character: '\n',
    inConstruct: [
      'codeFencedLangGraveAccent',
      'codeFencedLangTilde',
      'codeFencedMetaGraveAccent',
      'codeFencedMetaTilde',
      'destinationLiteral',
      'headingAtx'
    ]
  },
  {character: '\r', before: '[\\r\\n]', inConstruct: 'phrasing'},
  {character: '\r', after: '\\r', inConstruct: 'phrasing'},
  {character: '\n', before: '\\n', inConstruct: 'phrasing'},
  {character: '\n', after: '[\\r\\n]', inConstruct: 'phrasing'},
  {character: ' ', after: '[\\r\\n]', inConstruct: 'phrasing'},
  {character: ' ', before: '[\\r\\n]', inConstruct: 'phrasing'},
  {
    character: ' ',
    inConstruct: ['codeFencedLangGraveAccent', 'codeFencedLangTilde']
  },
  // An exclamation mark can start an image, if it is followed by a link or
  // a link reference.
  {
    character: '!',
    after: '\\[',
    inConstruct: 'phrasing',
    notInConstruct: fullPhrasingSpans
  },
  // A quote can break out of a title.
  {character: '"', inConstruct: 'titleQuote'},
  // A number sign could start an ATX heading if it starts a line.
  {atBreak: true, character: '#'},
  {character: '#', inConstruct: 'headingAtx', after: '(?:[\r\n]|$)'},
  // Dollar sign and percentage are not used in markdown.
  // An ampersand could start a character reference.
  // Labels match on their source.
  {
    character: '&',
    after: '[#A-Za-z]',
    inConstruct: [
      'codeFencedLangGraveAccent',
      'codeFencedLangTilde',
      'codeFencedMetaGraveAccent',
      'codeFencedMetaTilde',
      'destinationLiteral',
      'destinationRaw',
      'phrasing',
      'titleApostrophe',
      'titleQuote'
    ]
  },
  // An apostrophe can break out of a title.
  {character: "'", inConstruct: 'titleApostrophe'},
  // A left paren could break out of a destination raw.
  {character: '(', inConstruct: 'destinationRaw'},
  // A left paren followed by `]` could make something into a link or image.
  {
    before: '\\]',
    character: '(',
    inConstruct: 'phrasing',
    notInConstruct: fullPhrasingSpans
  },
  // A right paren could start a list item or break out of a destination
  // raw.
  {atBreak: true, before: '\\d+', character: ')'},
  {character: ')', inConstruct: 'destinationRaw'},
  // An asterisk can start thematic breaks, list items, emphasis, strong.
  {atBreak: true, character: '*', after: '(?:[ \t\r\n*])'},
  {character: '*', inConstruct: 'phrasing', notInConstruct: fullPhrasingSpans},
  // A plus sign could start a list item.
  {atBreak: true, character: '+', after: '(?:[ \t\r\n])'},
  // A dash can start thematic breaks, list items, and setext heading
  // underlines.
  {atBreak: true, character: '-', after: '(?:[ \t\r\n-])'},
  // A dot could start a list item.
  {atBreak: true, before: '\\d+', character: '.', after: '(?:[ \t\r\n]|$)'},
  // Slash, colon, and semicolon are not used in markdown for constructs.
  // A less than can start html (flow or text) or an autolink.
  // HTML could start with an exclamation mark (declaration, cdata, comment),
  // slash (closing tag), question mark (instruction), or a letter (tag).
  // An autolink also starts with a letter.
  // Finally, it could break out of a destination literal.
  {atBreak: true, character: '<', after: '[!/?A-Za-z]'},
  {
    character: '<',
    after: '[!/?A-Za-z]',
    inConstruct: 'phrasing',
    notInConstruct: fullPhrasingSpans
  },
  {character: '<', inConstruct: 'destinationLiteral'},
  // An equals to can start setext heading underlines.
  {atBreak: true, character: '='},
  // A greater than can start block quotes and it can break out of a
  // destination literal.
  {atBreak: true, character: '>'},
  {character: '>', inConstruct: 'destinationLiteral'},
  // Question mark and at sign are not used in markdown for constructs.
  // A left bracket can start definitions, references, labels,
  {atBreak: true, character: '['},
  {character: '[', inConstruct: 'phrasing', notInConstruct: fullPhrasingSpans},
  {character: '[', inConstruct: ['label', 'reference']},
  // A backslash can start an escape (when followed by punctuation) or a
  // hard break (when followed by an eol).
  // Note: typical escapes are handled in `safe`!
  {character: '\\', after: '[\\r\\n]', inConstruct: 'phrasing'},
  // A right bracket can exit labels.
  {character: ']', inConstruct: ['label', 'reference']},
  // Caret is not used in markdown for constructs.
  // An underscore can start emphasis, strong, or a thematic break.
  {atBreak: true, character: '_'},
  {character: '_', inConstruct: 'phrasing', notInConstruct: fullPhrasingSpans},
  // A grave accent can start code (fenced or text), or it can break out of
  // a grave accent code fence.
  {atBreak: true, character: '`'},
  {
    character: '`',
    inConstruct: ['codeFencedLangGraveAccent', 'codeFencedMetaGraveAccent']
  },
  {character: '`', inConstruct: 'phrasing', notInConstruct: fullPhrasingSpans},
  // Left brace, vertical bar, right brace are not used in markdown for
  // constructs.
  // A tilde can start code (fenced).
  {atBreak: true, character: '~'},
  {character: '<', inConstruct: 'autolink'},
  {character: '>', inConstruct: 'autolink'},
  {character: '\u007F', inConstruct: 'autolink'}
];

// Also the low ASCII control characters including space.
let code$1 = -1;

while (++code$1 < 33) {
  unsafe.push({character: String.fromCharCode(code$1), inConstruct: 'autolink'});
}

/**
 * @import {AssociationId} from '../types.js'
 */


/**
 * Get an identifier from an association to match it to others.
 *
 * Associations are nodes that match to something else through an ID:
 * <https://github.com/syntax-tree/mdast#association>.
 *
 * The `label` of an association is the string value: character escapes and
 * references work, and casing is intact.
 * The `identifier` is used to match one association to another:
 * controversially, character escapes and references don’t work in this
 * matching: `&copy;` does not match `©`, and `\+` does not match `+`.
 *
 * But casing is ignored (and whitespace) is trimmed and collapsed: ` A\nb`
 * matches `a b`.
 * So, we do prefer the label when figuring out how we’re going to serialize:
 * it has whitespace, casing, and we can ignore most useless character
 * escapes and all character references.
 *
 * @type {AssociationId}
 */
function association(node) {
  if (node.label || !node.identifier) {
    return node.label || ''
  }

  return decodeString(node.identifier)
}

/**
 * @import {CompilePattern} from '../types.js'
 */

/**
 * Compiles a pattern object into a regular expression.
 *
 * @type {CompilePattern}
 */
function compilePattern(pattern) {
  if (!pattern._compiled) {
    const before =
      (pattern.atBreak ? '[\\r\\n][\\t ]*' : '') +
      (pattern.before ? '(?:' + pattern.before + ')' : '');

    pattern._compiled = new RegExp(
      (pattern.beforeNode ? '^' : before ? '(' + before + ')' : '') +
        (/[$()*+.?[\\\]^{|}]/.test(pattern.character) ? '\\' : '') +
        pattern.character +
        (pattern.afterNode
          ? '$'
          : pattern.after
            ? '(?:' + pattern.after + ')'
            : ''),
      pattern.unicode ? 'gu' : 'g'
    );
  }

  return pattern._compiled
}

/**
 * @import {State} from 'mdast-util-to-markdown'
 * @import {FlowChildren, FlowParents, TrackFields} from '../types.js'
 */

/**
 * Serialize the children of a parent that contains flow children.
 *
 * @param {FlowParents} parent
 *   Parent of flow nodes.
 * @param {State} state
 *   Info passed around about the current state.
 * @param {TrackFields} info
 *   Info on where we are in the document we are generating.
 * @returns {string}
 *   Serialized children, joined by (blank) lines.
 */
function containerFlow(parent, state, info) {
  const indexStack = state.indexStack;
  const children = parent.children || [];
  const tracker = state.createTracker(info);
  /** @type {Array<string>} */
  const results = [];
  let index = -1;

  indexStack.push(-1);

  while (++index < children.length) {
    const child = children[index];

    indexStack[indexStack.length - 1] = index;

    results.push(
      tracker.move(
        state.handle(child, parent, state, {
          before: '\n',
          after: '\n',
          ...tracker.current()
        })
      )
    );

    if (child.type !== 'list') {
      state.bulletLastUsed = undefined;
    }

    if (index < children.length - 1) {
      results.push(
        tracker.move(between(child, children[index + 1], parent, state))
      );
    }
  }

  indexStack.pop();

  return results.join('')
}

/**
 * Determine the markdown to insert between two flow nodes.
 *
 * @param {FlowChildren} left
 *   Left flow node.
 * @param {FlowChildren} right
 *   Right flow node.
 * @param {FlowParents} parent
 *   Parent of the flow nodes.
 * @param {State} state
 *   Info passed around.
 * @returns {string}
 *   Markdown to insert between the two flow nodes.
 */
function between(left, right, parent, state) {
  let index = state.join.length;

  while (index--) {
    const result = state.join[index](left, right, parent, state);

    if (result === true || result === 1) {
      break
    }

    if (typeof result === 'number') {
      return '\n'.repeat(1 + result)
    }

    if (result === false) {
      return '\n\n<!---->\n\n'
    }
  }

  return '\n\n'
}

/**
 * @import {IndentLines} from '../types.js'
 */

const eol = /\r?\n|\r/g;

/**
 * Indents each line.
 *
 * @type {IndentLines}
 */
function indentLines(value, map) {
  /** @type {Array<string>} */
  const result = [];
  let start = 0;
  let line = 0;
  /** @type {RegExpExecArray | null} */
  let match;

  while ((match = eol.exec(value))) {
    one(value.slice(start, match.index));
    result.push(match[0]);
    start = match.index + match[0].length;
    line++;
  }

  one(value.slice(start));

  return result.join('')

  /**
   * Indents a single line.
   *
   * @param {string} value
   *   Line.
   */
  function one(value) {
    result.push(map(value, line, !value));
  }
}

/**
 * @import {Nodes} from 'mdast'
 * @import {SafeConfig, State, Unsafe} from 'mdast-util-to-markdown'
 */


const own = {}.hasOwnProperty;

/**
 * Make a string safe for embedding in markdown constructs.
 *
 * In markdown, almost all punctuation characters can, in certain cases,
 * result in something.
 * Whether they do is highly subjective to where they happen and in what
 * they happen.
 *
 * To solve this, `mdast-util-to-markdown` tracks:
 *
 * * characters before and after something;
 * * what “constructs” we are in.
 *
 * This information is then used by this function to escape or encode
 * special characters.
 *
 * @param {State} state
 *   Info passed around about the current state.
 * @param {string | null | undefined} input
 *   Raw value to make safe.
 * @param {SafeConfig} config
 *   Configuration.
 * @returns {string}
 *   Serialized markdown safe for embedding.
 */
function safe(state, input, config) {
  const value = (config.before || '') + (input || '') + (config.after || '');
  /** @type {Array<number>} */
  const positions = [];
  /** @type {Array<string>} */
  const result = [];
  /** @type {Record<number, {before: boolean, after: boolean}>} */
  const infos = {};
  // Character escapes and references do not work in autolinks, so
  // percent-encoding is used instead.
  const percentEncode = state.stack.includes('autolink');
  const offset = config.before ? config.before.length : 0;
  const end = value.length - (config.after ? config.after.length : 0);
  let index = -1;

  while (++index < state.unsafe.length) {
    const pattern = state.unsafe[index];

    if (
      !patternInScope(state.stack, pattern) ||
      !nodeInScope(pattern.beforeNode, config.beforeNode) ||
      !nodeInScope(pattern.afterNode, config.afterNode)
    ) {
      continue
    }

    const expression = state.compilePattern(pattern);
    const from = pattern.beforeNode ? offset : 0;
    const subject = value.slice(from, pattern.afterNode ? end : undefined);
    /** @type {RegExpExecArray | null} */
    let match;

    while ((match = expression.exec(subject))) {
      const before = Boolean(pattern.before || pattern.atBreak);
      const after = Boolean(pattern.after);
      const position = from + match.index + (before ? match[1].length : 0);

      if (own.call(infos, position)) {
        if (infos[position].before && !before) {
          infos[position].before = false;
        }

        if (infos[position].after && !after) {
          infos[position].after = false;
        }
      } else {
        positions.push(position);
        infos[position] = {before, after};
      }
    }
  }

  positions.sort(numerical);

  let start = offset;
  index = -1;

  while (++index < positions.length) {
    const position = positions[index];

    // Character before or after matched:
    if (position < start || position >= end) {
      continue
    }

    // Special handling for “intraword” underscores (`a_b`, `a__b`).
    // Those are different from asterisks in forming attention.
    // Note that `a _ b` also cannot form but not escaping it is very complex,
    // so that’s not handled.
    if (
      value.charAt(position) === '_' &&
      // Preceded by an unescaped character that is not punctuation or whitespace:
      position > 0 &&
      classifyCharacter(value.charCodeAt(position - 1)) === undefined &&
      !own.call(infos, position - 1) &&
      // Characters next to attention markers can become character references
      // later, turning `a` into `&#x61;`, so those do not count.
      !(position - 1 === offset && /[*_]/.test(value.charAt(offset - 1)))
    ) {
      let sequenceEnd = position + 1;

      // Look for the whole run.
      while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') {
        sequenceEnd++;
      }

      const skip = sequenceEnd - position - 1;

      if (
        // All underscores in the run are unsafe positions, so they can be
        // skipped.
        positions[index + skip] === sequenceEnd - 1 &&
        // Rest as above.
        sequenceEnd < value.length &&
        classifyCharacter(value.charCodeAt(sequenceEnd)) === undefined &&
        !own.call(infos, sequenceEnd) &&
        !(sequenceEnd === end - 1 && /[*_]/.test(value.charAt(end)))
      ) {
        index += skip;
        continue
      }
    }

    // If this character is supposed to be escaped because it has a condition on
    // the next character, and the next character is definitly being escaped,
    // then skip this escape.
    if (
      (position + 1 < end &&
        positions[index + 1] === position + 1 &&
        infos[position].after &&
        !infos[position + 1].before &&
        !infos[position + 1].after) ||
      (position - 1 >= offset &&
        positions[index - 1] === position - 1 &&
        infos[position].before &&
        !infos[position - 1].before &&
        !infos[position - 1].after)
    ) {
      continue
    }

    if (start !== position) {
      const slice = value.slice(start, position);
      // If we have to use a character reference, an ampersand would be more
      // correct, but as backslashes only care about punctuation, either will
      // do the trick
      result.push(percentEncode ? slice : escapeBackslashes(slice, '\\'));
    }

    start = position + 1;

    // Percent-encoding such as `%20`.
    if (percentEncode) {
      result.push(
        '%' +
          value.charCodeAt(position).toString(16).toUpperCase().padStart(2, '0')
      );
    } else if (
      /[!-/:-@[-`{-~]/.test(value.charAt(position)) &&
      (!config.encode || !config.encode.includes(value.charAt(position)))
    ) {
      // Character escape.
      result.push('\\' + value.charAt(position));
    } else {
      // Character reference.
      result.push(encodeCharacterReference(value.charCodeAt(position)));
    }
  }

  const rest = value.slice(start, end);
  result.push(percentEncode ? rest : escapeBackslashes(rest, config.after));

  return result.join('')
}

/**
 * Check if a node matches the node types of a pattern.
 *
 * @param {Array<Nodes['type']> | Nodes['type'] | null | undefined} types
 *   Node types.
 * @param {Nodes | undefined} node
 *   Node.
 * @returns {boolean}
 *   Whether `node` matches `types`.
 */
function nodeInScope(types, node) {
  if (!types) return true
  if (!node) return false
  return typeof types === 'string'
    ? types === node.type
    : types.includes(node.type)
}

/**
 * Compare two numbers.
 *
 * @param {number} a
 *   Number.
 * @param {number} b
 *   Other number.
 * @returns {number}
 *   Result.
 */
function numerical(a, b) {
  return a - b
}

/**
 * Escape backslashes in a string, considering characters that follow.
 *
 * @param {string} value
 *   Value.
 * @param {string} after
 *   Characters that follow the value.
 * @returns {string}
 *   Escaped string.
 */
function escapeBackslashes(value, after) {
  const expression = /\\(?=[!-/:-@[-`{-~])/g;
  /** @type {Array<number>} */
  const positions = [];
  /** @type {Array<string>} */
  const results = [];
  const whole = value + after;
  let index = -1;
  let start = 0;
  /** @type {RegExpExecArray | null} */
  let match;

  while ((match = expression.exec(whole))) {
    positions.push(match.index);
  }

  while (++index < positions.length) {
    if (start !== positions[index]) {
      results.push(value.slice(start, positions[index]));
    }

    results.push('\\');
    start = positions[index];
  }

  results.push(value.slice(start));

  return results.join('')
}

/**
 * @import {CreateTracker, TrackCurrent, TrackMove, TrackShift} from '../types.js'
 */

/**
 * Track positional info in the output.
 *
 * @type {CreateTracker}
 */
function track(config) {
  // Defaults are used to prevent crashes when older utilities somehow activate
  // this code.
  /* c8 ignore next 5 */
  const options = config || {};
  const now = options.now || {};
  let lineShift = options.lineShift || 0;
  let line = now.line || 1;
  let column = now.column || 1;

  return {move, current, shift}

  /**
   * Get the current tracked info.
   *
   * @type {TrackCurrent}
   */
  function current() {
    return {now: {line, column}, lineShift}
  }

  /**
   * Define an increased line shift (the typical indent for lines).
   *
   * @type {TrackShift}
   */
  function shift(value) {
    lineShift += value;
  }

  /**
   * Move past some generated markdown.
   *
   * @type {TrackMove}
   */
  function move(input) {
    // eslint-disable-next-line unicorn/prefer-default-parameters
    const value = input || '';
    const chunks = value.split(/\r?\n|\r/g);
    const tail = chunks[chunks.length - 1];
    line += chunks.length - 1;
    column =
      chunks.length === 1 ? column + tail.length : 1 + tail.length + lineShift;
    return value
  }
}

/**
 * @import {Info, Join, Options, SafeConfig, State} from 'mdast-util-to-markdown'
 * @import {Nodes} from 'mdast'
 * @import {Enter, FlowParents, PhrasingParents, TrackFields} from './types.js'
 */


/**
 * Turn an mdast syntax tree into markdown.
 *
 * @param {Nodes} tree
 *   Tree to serialize.
 * @param {Options | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Serialized markdown representing `tree`.
 */
function toMarkdown(tree, options) {
  const settings = options || {};
  /** @type {State} */
  const state = {
    associationId: association,
    bulletCurrent: undefined,
    bulletLastUsed: undefined,
    containerPhrasing: containerPhrasingBound,
    containerFlow: containerFlowBound,
    createTracker: track,
    compilePattern,
    enter,
    // @ts-expect-error: GFM / frontmatter are typed in `mdast` but not defined
    // here.
    handlers: {...handle},
    // @ts-expect-error: add `handle` in a second.
    handle: undefined,
    indentLines,
    indexStack: [],
    join: [...join],
    options: {},
    safe: safeBound,
    stack: [],
    unsafe: [...unsafe]
  };

  configure(state, settings);

  if (state.options.tightDefinitions) {
    state.join.push(joinDefinition);
  }

  state.handle = zwitch('type', {
    invalid,
    unknown,
    handlers: state.handlers
  });

  let result = state.handle(
    phrasing(tree) ? {type: 'root', children: [tree]} : tree,
    undefined,
    state,
    {before: '\n', after: '\n', now: {line: 1, column: 1}, lineShift: 0}
  );

  if (
    result &&
    result.charCodeAt(result.length - 1) !== 10 &&
    result.charCodeAt(result.length - 1) !== 13
  ) {
    result += '\n';
  }

  return result

  /**
   * Enter a construct.
   *
   * @type {Enter}
   */
  function enter(name) {
    state.stack.push(name);
    return exit

    /**
     * Exit a construct.
     *
     * @returns {undefined}
     *   Nothing.
     */
    function exit() {
      state.stack.pop();
    }
  }
}

/**
 * Handle an invalid value that cannot be processed.
 *
 * @param {unknown} value
 *   Value.
 * @returns {never}
 *   Never.
 * @throws {Error}
 *   Always.
 */
function invalid(value) {
  throw new Error('Cannot handle value `' + value + '`, expected node')
}

/**
 * Handle an unknown node.
 *
 * @param {unknown} value
 *   Value.
 * @returns {never}
 *   Never.
 * @throws {Error}
 *   Always.
 */
function unknown(value) {
  // Always a node.
  const node = /** @type {Nodes} */ (value);
  throw new Error('Cannot handle unknown node `' + node.type + '`')
}

/**
 * Join function for `tightDefinitions` option.
 *
 * @type {Join}
 */
function joinDefinition(left, right) {
  // No blank line between adjacent definitions.
  if (left.type === 'definition' && left.type === right.type) {
    return 0
  }
}

/**
 * Serialize the children of a parent that contains phrasing children.
 *
 * These children will be joined flush together.
 *
 * @this {State}
 *   Info passed around about the current state.
 * @param {PhrasingParents} parent
 *   Parent of flow nodes.
 * @param {Info} info
 *   Info on where we are in the document we are generating.
 * @returns {string}
 *   Serialized children, joined together.
 */
function containerPhrasingBound(parent, info) {
  return containerPhrasing(parent, this, info)
}

/**
 * Serialize the children of a parent that contains flow children.
 *
 * These children will typically be joined by blank lines.
 * What they are joined by exactly is defined by `Join` functions.
 *
 * @this {State}
 *   Info passed around about the current state.
 * @param {FlowParents} parent
 *   Parent of flow nodes.
 * @param {TrackFields} info
 *   Info on where we are in the document we are generating.
 * @returns {string}
 *   Serialized children, joined by (blank) lines.
 */
function containerFlowBound(parent, info) {
  return containerFlow(parent, this, info)
}

/**
 * Make a string safe for embedding in markdown constructs.
 *
 * In markdown, almost all punctuation characters can, in certain cases,
 * result in something.
 * Whether they do is highly subjective to where they happen and in what
 * they happen.
 *
 * To solve this, `mdast-util-to-markdown` tracks:
 *
 * * Characters before and after something;
 * * What “constructs” we are in.
 *
 * This information is then used by this function to escape or encode
 * special characters.
 *
 * @this {State}
 *   Info passed around about the current state.
 * @param {string | null | undefined} value
 *   Raw value to make safe.
 * @param {SafeConfig} config
 *   Configuration.
 * @returns {string}
 *   Serialized markdown safe for embedding.
 */
function safeBound(value, config) {
  return safe(this, value, config)
}

/**
 * @typedef {import('mdast').Root} Root
 * @typedef {import('mdast-util-to-markdown').Options} ToMarkdownOptions
 * @typedef {import('unified').Compiler<Root, string>} Compiler
 * @typedef {import('unified').Processor<undefined, undefined, undefined, Root, string>} Processor
 */


/**
 * Add support for serializing to markdown.
 *
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {undefined}
 *   Nothing.
 */
function remarkStringify(options) {
  /** @type {Processor} */
  // @ts-expect-error: TS in JSDoc generates wrong types if `this` is typed regularly.
  const self = this;

  self.compiler = compiler;

  /**
   * @type {Compiler}
   */
  function compiler(tree) {
    return toMarkdown(tree, {
      ...self.data('settings'),
      ...options,
      // Note: this option is not in the readme.
      // The goal is for it to be set by plugins on `data` instead of being
      // passed by users.
      extensions: self.data('toMarkdownExtensions') || []
    })
  }
}

/**
 * Places in rendered text where GitHub would make a link or send a notification — after the `@` of
 * `@someone`, the `#` of `#123` and `owner/repo#789`, the `-` of `GH-5`, the `:` of `https://`,
 * the `www` of `www.…` — and where the Actions runner would see a command when the markdown is
 * printed to a log (`::` at the start, `##[` anywhere). GitHub finds mentions and issue references
 * after rendering, in each run of text, so neither a backslash nor a character reference (`&#64;`)
 * stops them; an empty HTML comment at such a place splits the run. It renders as nothing, and
 * what a reader copies from the page is the text as written.
 */
const BREAK_POINTS = /(?<=@)|(?<=#)(?=\d)|(?<=\bgh-)(?=\d)|(?<=:)(?=\/\/)|(?<=\bwww)(?=\.)|(?<=^\s*:)(?=:)|(?<=#)(?=#\[)/gi;
const EMPTY_COMMENT = '<!-- -->';
/**
 * The stringifier would escape a comment written into a text value, so a stand-in marks each place
 * before escaping and becomes the comment after. Every place follows one of `@ # - : w`, never a
 * backslash that could escape the comment's `<`. The stand-in is a Unicode noncharacter, which no
 * text needs: any already in the value is replaced first.
 */
const STAND_IN = '\ufdd0';
const inertText = (node, parent, state, info) => {
    const value = node.value.replaceAll(STAND_IN, '\ufffd').replace(BREAK_POINTS, STAND_IN);
    return handle
        .text({ ...node, value }, parent, state, info)
        .replaceAll(STAND_IN, EMPTY_COMMENT);
};
const processor = unified()
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', handlers: { text: inertText } });
function stringify(nodes) {
    const root = { type: 'root', children: nodes };
    // Text and code are neutralised node by node; this also breaks a command that would only appear
    // where two nodes meet.
    return processor
        .stringify(root)
        .split('\n')
        .map((line) => breakWorkflowCommands(line))
        .join('\n');
}
/**
 * Untrusted (or any) text as a one-line text node: line breaks read as spaces, other invisible
 * characters as visible escapes; mentions, issue references and bare links are made inert when
 * stringified (BREAK_POINTS above).
 */
function text(value, maxChars = 500) {
    return { type: 'text', value: truncateChars(flattenProse(value), maxChars) };
}
/**
 * Inline code for paths and rule ids, every character visible (a newline shows as `\n`). GitHub
 * links nothing inside code, and markup has no effect there, so workflow commands are broken with
 * a backslash instead. The stringifier picks a fence longer than any backtick run.
 */
function code(value, maxChars = 200) {
    return { type: 'inlineCode', value: printableName(value, maxChars) };
}
function strong(...children) {
    return { type: 'strong', children };
}
/** A link whose target is ours (e.g. the check run URL); anything but http(s) is dropped. */
function link(url, label) {
    if (!/^https?:\/\//i.test(url))
        return text(label);
    const node = { type: 'link', url, children: [text(label)] };
    return node;
}
function paragraph(...children) {
    return { type: 'paragraph', children };
}
function heading(depth, ...children) {
    return { type: 'heading', depth, children };
}
function list(items, ordered = false) {
    return {
        type: 'list',
        ordered,
        spread: false,
        children: items.map((children) => ({ type: 'listItem', spread: false, children }))
    };
}
function table(header, rows) {
    const cell = (children) => ({ type: 'tableCell', children });
    const row = (cells) => ({
        type: 'tableRow',
        children: cells.map(cell)
    });
    return {
        type: 'table',
        children: [row(header.map((title) => [text(title)])), ...rows.map(row)]
    };
}
/**
 * The only raw HTML we emit: collapsible blocks whose summary is one of our fixed labels or a line
 * built by `summaryHtml`.
 */
const HTML_FRAGMENTS = {
    detailsOpen: (summary) => ({
        type: 'html',
        value: `<details>\n<summary>${summary}</summary>`
    }),
    detailsClose: () => ({ type: 'html', value: '</details>' })
};
/**
 * One line for a `<summary>`, which GitHub renders as HTML, not markdown: text is flattened,
 * HTML-escaped and given the same breaks as `text()` (mentions, issue references and links stay
 * inert); code parts are escaped inside `<code>`. No other markup can come out.
 */
function summaryHtml(parts, maxChars = 300) {
    const html = parts
        .map((part) => typeof part === 'string'
        ? inertHtml(part, maxChars)
        : `<code>${escapeHtml(printableName(part.code, maxChars))}</code>`)
        .join('');
    return html;
}
function inertHtml(value, maxChars) {
    const flat = truncateChars(flattenProse(value), maxChars);
    const marked = flat.replaceAll(STAND_IN, '\ufffd').replace(BREAK_POINTS, STAND_IN);
    return escapeHtml(marked).replaceAll(STAND_IN, EMPTY_COMMENT);
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;'
};
/** Text for HTML content and double-quoted attributes: `& < > "` as entities. */
function escapeHtml(value) {
    return value.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}

export { HTML_FRAGMENTS as H, table as a, stringify as b, code as c, link as d, summaryHtml as e, heading as h, list as l, paragraph as p, strong as s, text as t };

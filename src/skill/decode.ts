// Turning SKILL.md bytes into the text PluginEval scores ("content"): strict UTF-8, BOM
// kept, universal newlines. Binary files are refused. Pure.
import type { SkillError } from '../model/index.js'

export type DecodeOutcome = { ok: true; content: string } | { ok: false; error: SkillError }

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** 1-based line of byte `offset` (lines end at LF bytes). */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++
  return line
}

/** Byte offset of the first invalid UTF-8 sequence (only called once decoding has failed). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    let need: number
    let min: number
    if (b < 0x80) {
      i++
      continue
    } else if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80]
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800]
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000]
    else return i
    let code = b & (0x3f >> need)
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]
      if (c === undefined || (c & 0xc0) !== 0x80) return i
      code = (code << 6) | (c & 0x3f)
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i
    i += need + 1
  }
  return bytes.length
}

/** Python text-mode newlines: `\r\n` then lone `\r` become `\n`. */
export function normaliseNewlines(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n')
}

/** Decodes SKILL.md bytes; `file` names the file in errors. */
export function decodeSkillBytes(bytes: Uint8Array, file: string): DecodeOutcome {
  const nul = bytes.indexOf(0)
  if (nul !== -1) {
    return {
      ok: false,
      error: {
        code: 'binary-file',
        message: 'contains a NUL byte, so it is not a text file',
        file,
        line: lineOfByte(bytes, nul)
      }
    }
  }
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    const offset = firstInvalidUtf8(bytes)
    return {
      ok: false,
      error: {
        code: 'invalid-utf8',
        message: `is not valid UTF-8 (first invalid byte at offset ${offset})`,
        file,
        line: lineOfByte(bytes, offset)
      }
    }
  }
  return { ok: true, content: normaliseNewlines(text) }
}

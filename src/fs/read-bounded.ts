// Bounded reads of regular files: memory stays bounded whatever the file's size, and a FIFO, a
// device or a symlink swapped in as the last path component is refused rather than read.
import { closeSync, fstatSync, openSync, readSync, type Stats } from 'node:fs'
import { constants, open, type FileHandle } from 'node:fs/promises'

// Callers pass paths that were already checked (most already real), but the tree can change
// between that check and the open (an agent's shell runs alongside): O_NOFOLLOW refuses a symlink
// swapped in as the last component, O_NONBLOCK keeps a FIFO from blocking the run (and a libuv
// thread) past every timeout, and the type is checked on the open handle, so what is checked is
// what is read.
const READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW

/** Opens `file` for reading without following a final symlink or blocking on a FIFO. */
export const openForRead = (file: string): Promise<FileHandle> => open(file, READ_FLAGS)

/** What a file-system entry that is not a regular file is, in words (`a named pipe (FIFO)`). */
export function fileTypeName(info: Stats): string {
  if (info.isFile()) return 'a regular file'
  if (info.isDirectory()) return 'a folder'
  if (info.isFIFO()) return 'a named pipe (FIFO)'
  if (info.isSocket()) return 'a socket'
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device'
  if (info.isSymbolicLink()) return 'a symbolic link'
  return 'not a regular file'
}

export interface BoundedBytes {
  /** The first bytes of the file, at most the requested number. */
  bytes: Buffer
  /** Size of the whole file in bytes. */
  size: number
  /** The file holds more than the requested number of bytes. */
  truncated: boolean
}

/**
 * At most `maxBytes` from the start of the open file; null when it is not a regular file. One
 * byte past the cap is asked for, so a file over the cap is seen without reading it whole.
 */
export async function readBoundedBytes(
  handle: FileHandle,
  maxBytes: number
): Promise<BoundedBytes | null> {
  const info = await handle.stat()
  if (!info.isFile()) return null
  const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1)
  let filled = 0
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
    if (bytesRead === 0) break
    filled += bytesRead
  }
  return boundedBytes(buffer, filled, info.size, maxBytes)
}

const boundedBytes = (buffer: Buffer, filled: number, size: number, maxBytes: number) => ({
  bytes: buffer.subarray(0, Math.min(filled, maxBytes)),
  size,
  truncated: filled > maxBytes
})

/** The first bytes of a regular file, decoded as UTF-8. */
export interface FileHead {
  text: string
  /** Size of the whole file in bytes. */
  size: number
  truncated: boolean
}

/**
 * At most `maxBytes` from the start of `file`, read without the thread pool but with the same
 * guarantees (no final symlink, no blocking on a FIFO, the type checked on the open file): for
 * the many small files of a skill read one after another, four round trips per file cost more
 * than the reads themselves. Null when it is not a regular file.
 */
export function readBoundedBytesSync(file: string, maxBytes: number): BoundedBytes | null {
  const fd = openForReadSync(file)
  try {
    return readBoundedFdSync(fd, maxBytes)
  } finally {
    closeSync(fd)
  }
}

/** Opens `file` for reading like openForRead, in place. */
export const openForReadSync = (file: string): number => openSync(file, READ_FLAGS)

/** At most `maxBytes` from the start of the open file descriptor; null when it is not a regular file. */
export function readBoundedFdSync(fd: number, maxBytes: number): BoundedBytes | null {
  const info = fstatSync(fd)
  if (!info.isFile()) return null
  const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1)
  let filled = 0
  while (filled < buffer.length) {
    const bytesRead = readSync(fd, buffer, filled, buffer.length - filled, filled)
    if (bytesRead === 0) break
    filled += bytesRead
  }
  return boundedBytes(buffer, filled, info.size, maxBytes)
}

/** At most `maxBytes` of `file` (memory stays bounded for any file size); null if not a regular file. */
export async function readFileHead(file: string, maxBytes: number): Promise<FileHead | null> {
  const handle = await openForRead(file)
  try {
    const head = await readBoundedBytes(handle, maxBytes)
    if (head === null) return null
    return { text: head.bytes.toString('utf8'), size: head.size, truncated: head.truncated }
  } finally {
    await handle.close()
  }
}

import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { makeTempDir, snapshotDir } from '../../src/agent/workdir.js'
import { isInside, PathEscapeError, resolveInside } from '../../src/fs/confine.js'

describe('isInside', () => {
  it('needs a separator after the root', () => {
    expect(isInside('/tmp/root', '/tmp/root/a')).toBe(true)
    expect(isInside('/tmp/root', '/tmp/root')).toBe(true)
    expect(isInside('/tmp/root', '/tmp/root-evil/a')).toBe(false)
  })
})

describe('resolveInside', () => {
  it('accepts new and existing paths below the root', async () => {
    const root = await makeTempDir('wd')
    await mkdir(path.join(root, 'a'))
    expect(await resolveInside(root, 'a/new/file.txt')).toMatch(/a\/new\/file\.txt$/)
    expect(await resolveInside(root, '.', true)).toBe(await resolveInside(root, '', true))
  })

  it('refuses absolute paths, `..` and symlinks that escape', async () => {
    const root = await makeTempDir('wd')
    const outside = await makeTempDir('out')
    await symlink(outside, path.join(root, 'link'))
    await symlink(path.join(outside, 'target.txt'), path.join(root, 'file-link'))
    await symlink('/nonexistent/target', path.join(root, 'dangling'))
    await writeFile(path.join(outside, 'target.txt'), 'secret')
    for (const bad of [
      '/etc/passwd',
      '../x',
      'a/../../x',
      'link/secret',
      'file-link',
      'link',
      'dangling',
      'dangling/x'
    ]) {
      await expect(resolveInside(root, bad)).rejects.toThrow(PathEscapeError)
    }
  })

  it('allows symlinks that stay inside', async () => {
    const root = await makeTempDir('wd')
    await mkdir(path.join(root, 'real'))
    await symlink(path.join(root, 'real'), path.join(root, 'alias'))
    expect(await resolveInside(root, 'alias/x')).toBe(
      path.join(await resolveInside(root, 'real'), 'x')
    )
  })
})

describe('snapshotDir', () => {
  it('copies files and keeps symlinks as links', async () => {
    const root = await makeTempDir('wd')
    await writeFile(path.join(root, 'f.txt'), 'v1')
    await symlink('/etc', path.join(root, 'etc-link'))
    const snap = await snapshotDir(root)
    await writeFile(path.join(root, 'f.txt'), 'v2')
    expect(await readFile(path.join(snap, 'f.txt'), 'utf8')).toBe('v1')
    await expect(resolveInside(snap, 'etc-link/hostname')).rejects.toThrow(PathEscapeError)
  })
})

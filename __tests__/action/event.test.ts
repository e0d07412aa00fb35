import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parseRepository, toRunEvent } from '../../src/action/event.js'

const payload = JSON.parse(
  readFileSync(new URL('../fixtures/action/pull_request.synchronize.json', import.meta.url), 'utf8')
) as unknown
const A = 'a'.repeat(40)
const B = 'b'.repeat(40)

describe('toRunEvent', () => {
  it('reads a pull_request payload: head SHA (not the merge commit), base SHA, labels', () => {
    expect(toRunEvent('pull_request', payload, 'f'.repeat(40))).toEqual({
      kind: 'pull_request',
      name: 'pull_request',
      action: 'synchronize',
      number: 42,
      headSha: '2222222222222222222222222222222222222222',
      baseSha: '1111111111111111111111111111111111111111',
      payloadLabels: ['documentation'],
      fromFork: false
    })
  })

  it("tells a fork's pull request (another head repository, or a deleted one) from the repository's own", () => {
    type Pr = { pull_request: { head: { repo: unknown }; base: { repo: { full_name: string } } } }
    const withHead = (repo: unknown) => {
      const copy = structuredClone(payload) as Pr
      copy.pull_request.head.repo = repo
      return copy
    }
    const fromFork = (eventName: string, repo: unknown) =>
      (toRunEvent(eventName, withHead(repo), A) as { fromFork?: boolean }).fromFork
    expect(fromFork('pull_request', { full_name: 'someone/skills' })).toBe(true)
    expect(fromFork('pull_request', null)).toBe(true)
    expect(fromFork('pull_request', { full_name: 'ACME/skills' })).toBe(false)
    // pull_request_target runs with the base's secrets, whoever wrote the head.
    expect(fromFork('pull_request_target', { full_name: 'someone/skills' })).toBe(false)
  })

  it('compares a push range, and scans everything for a new branch', () => {
    expect(toRunEvent('push', { before: A, after: B }, B)).toEqual({
      kind: 'range',
      name: 'push',
      headSha: B,
      baseSha: A
    })
    expect(toRunEvent('push', { before: '0'.repeat(40), after: B }, B)).toEqual({
      kind: 'range',
      name: 'push',
      headSha: B
    })
  })

  it('reads a merge group and treats schedule/dispatch as full scans on GITHUB_SHA', () => {
    expect(toRunEvent('merge_group', { merge_group: { head_sha: B, base_sha: A } }, 'x')).toEqual({
      kind: 'range',
      name: 'merge_group',
      headSha: B,
      baseSha: A
    })
    expect(toRunEvent('schedule', {}, A)).toEqual({
      kind: 'full',
      name: 'schedule',
      headSha: A
    })
    expect(toRunEvent('workflow_dispatch', { inputs: {} }, A)).toEqual({
      kind: 'full',
      name: 'workflow_dispatch',
      headSha: A
    })
  })

  it('refuses a pull_request event without a usable pull_request', () => {
    expect(() => toRunEvent('pull_request', { action: 'opened' }, A)).toThrow(
      'The pull_request event payload has no usable pull_request'
    )
  })
})

describe('parseRepository', () => {
  it('splits owner/name and rejects anything else', () => {
    expect(parseRepository('acme/skills')).toEqual({ owner: 'acme', repo: 'skills' })
    expect(() => parseRepository(undefined)).toThrow('GITHUB_REPOSITORY must be "owner/name"')
    expect(() => parseRepository('a/b/c')).toThrow('GITHUB_REPOSITORY must be "owner/name"')
  })
})

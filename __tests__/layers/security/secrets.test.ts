// secrets/committed: local test credentials and placeholders are not committed secrets, real-looking
// ones still are, and secretlint's profiler leaves nothing behind (it made a run quadratic).
import { describe, expect, it } from '@jest/globals'
import { performance } from 'node:perf_hooks'
import { secretHits } from '../../../src/layers/security/rules/secrets.js'
import { TextFacts } from '../../../src/layers/security/text-facts.js'

const hits = (line: string) => secretHits(new TextFacts(`${line}\n`), 'references/setup.md')

// Made up for these tests: none is a real credential.
const NOT_SECRETS: Record<string, string> = {
  'a local database in a CI job': 'DATABASE_URL: postgresql://ci:ci@localhost:5432/ci',
  'a loopback address': 'url = "mysql://app:Zk3pQ9wLx2@127.0.0.1:3306/shop"',
  'a compose service name as host': 'DB=postgresql://shop:Rt5mW2qZ8x@database:5432/shop',
  'a placeholder password for a remote host': 'DB = "postgres://admin:password123@db.acme.io/app"',
  'a stand-in word with a prefix': 'DB = "postgres://admin:MySecret99@db.acme.io/app"',
  'the password is the user name': 'DB = "postgres://orders:orders@db.acme.io/app"',
  'user:pass in a tracking URL': 'TRACKING=http://user:pass@metrics.acme.io:5000',
  'a reserved example domain': 'URL=https://deploy:Hk29fjQ0zzPw7@registry.example.com',
  'a webhook with zeroed ids': 'hook: https://hooks.slack.com/services/T00/B00/xxx',
  'an access key marked as an example': 'key: AKIAIOSFODNN7EXAMPLE'
}

const SECRETS: Record<string, string> = {
  'a database password for a remote host':
    'DB=postgresql://svc_app:q8Zr2vLm9TxW4kPp@db.acme-corp.com:5432/orders',
  'basic auth for a remote registry': 'URL=https://deploy:Hk29fjQ0zzPw7@registry.acme-corp.com',
  'a webhook with real-looking ids':
    'hook: https://hooks.slack.com/services/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',
  'a token in a known format': `token: ghp_${'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5'}`,
  // formats the preset learned in secretlint 13 (written in pieces, so no scanner takes this file
  // for a leak)
  'a live payment key': `STRIPE_KEY=${['sk', 'live', 'Zq8Lm2Rt5Wx9Kp3Nv7Bc1Df4'].join('_')}`,
  'a VPN auth key': `TS_AUTHKEY=${['tskey', 'auth', 'kQ2m8ZrT5xW', 'Lp9vN3bC7dF1hJ4kM6qS8tV'].join('-')}`
}

describe('secrets/committed', () => {
  it.each(Object.entries(NOT_SECRETS))('does not report %s', async (_, line) => {
    expect(await hits(line)).toEqual([])
  })

  it.each(Object.entries(SECRETS))('reports %s, masked', async (_, line) => {
    const found = await hits(line)
    expect(found).toHaveLength(1)
    expect(found[0]!.ruleId).toBe('secrets/committed')
    expect(found[0]!.evidence).toContain('****')
  })

  it('reports a private key block whatever words its base64 body happens to spell', async () => {
    const key = [
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
      `QyNTUxOQAAACAe${'example'.repeat(6)}AAAAJgAAAAA`,
      '-----END OPENSSH PRIVATE KEY-----'
    ].join('\n')
    const found = await secretHits(new TextFacts(`${key}\n`), 'assets/deploy_key')
    expect(found.map((f) => f.ruleId)).toEqual(['secrets/committed'])
  })

  it("leaves no timing marks behind (secretlint's profiler is off)", async () => {
    for (let i = 0; i < 20; i++)
      await hits(`DB=postgresql://svc:q8Zr2vLm9TxW${i}@db.acme-corp.com/x`)
    const secretlintMarks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('@core>'))
    expect(secretlintMarks).toEqual([])
  })
})

import { describe, expect, it } from '@jest/globals'
import {
  CREDENTIAL_FILE,
  isIssuerHost,
  isSecretName
} from '../../../src/layers/security/rules/secret-places.js'

describe('secret places', () => {
  it('tells variables that hold a secret from variables about one', () => {
    for (const name of ['GITHUB_TOKEN', 'PGPASSWORD', 'AWS_ACCESS_KEY_ID', 'ANTHROPIC_API_KEY'])
      expect(isSecretName(name)).toBe(true)
    for (const name of [
      'OPENAI_BASE_URL',
      'SESSION_COUNT',
      'AUTH_USER',
      'TOKEN_FILE',
      'KC_TOKEN_ITEM'
    ])
      expect(isSecretName(name)).toBe(false)
  })

  it('knows a secret’s own service by its name', () => {
    expect(isIssuerHost('CALCOM_API_KEY', 'api.cal.com')).toBe(true)
    expect(isIssuerHost('GH_TOKEN', 'uploads.github.com')).toBe(true)
    expect(isIssuerHost('GITHUB_TOKEN', 'someone.github.io')).toBe(false)
    expect(isIssuerHost('BOT_TOKEN', 'api.telegram.org')).toBe(false)
  })

  it('lists files that hold credentials, not the folders and files beside them', () => {
    for (const path of ['~/.ssh/id_rsa', '~/.ssh', '~/.aws/credentials', 'Default/Login Data'])
      expect(CREDENTIAL_FILE.test(path)).toBe(true)
    for (const path of ['~/.ssh/config', '~/.ssh/id_rsa.pub', '.npmrc', 'Google/Chrome/x.json'])
      expect(CREDENTIAL_FILE.test(path)).toBe(false)
  })
})

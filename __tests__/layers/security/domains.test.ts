import { describe, expect, it } from '@jest/globals'
import { hostOf, registrableDomain } from '../../../src/layers/security/domains.js'

describe('registrable domains', () => {
  it('takes the part of a host one owner registered, from the Public Suffix List', () => {
    expect(registrableDomain('api.cal.com')).toBe('cal.com')
    expect(registrableDomain('docs.example.co.uk')).toBe('example.co.uk')
    // a site under a private suffix is its own owner's
    expect(registrableDomain('alice.github.io')).toBe('alice.github.io')
    expect(registrableDomain('203.0.113.4')).toBeUndefined()
    expect(registrableDomain('localhost')).toBeUndefined()
    expect(registrableDomain(`${'a'.repeat(300)}.com`)).toBeUndefined()
  })

  it('reads the host of an http(s) URL, user info and port left out', () => {
    expect(hostOf('https://user:pw@Upload.PyPI.org:443/legacy/')).toBe('upload.pypi.org')
    expect(hostOf('ftp://example.com/x')).toBeUndefined()
    expect(hostOf('https://')).toBeUndefined()
  })
})

import { describe, expect, it } from '@jest/globals'
import { PyInt, pythonFloat, pythonJson, toPyJson } from '../../src/cli/formats/python-json.js'

describe('pythonFloat (Python repr of a float)', () => {
  // Expected strings are what CPython 3 prints for repr() of each value.
  it.each([
    [1, '1.0'],
    [0, '0.0'],
    [-0, '-0.0'],
    [0.1, '0.1'],
    [1e-5, '1e-05'],
    [0.0001, '0.0001'],
    [0.00012, '0.00012'],
    [1.5e-7, '1.5e-07'],
    [1e16, '1e+16'],
    [1e15, '1000000000000000.0'],
    [123456789012345680, '1.2345678901234568e+17'],
    [-2.5, '-2.5'],
    [12345.678, '12345.678'],
    [0.6999999999999998, '0.6999999999999998'],
    [5e-324, '5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity']
  ])('%p → %s', (value, text) => {
    expect(pythonFloat(value)).toBe(text)
  })
})

describe('pythonJson (json.dumps indent=2, ensure_ascii=False)', () => {
  it('prints ints, floats, empty containers and raw non-ASCII like Python', () => {
    const value = {
      a: [],
      b: {},
      c: [new PyInt(1), 2, { d: '—\n"x"\u0001' }],
      e: null,
      f: true
    }
    expect(pythonJson(value)).toBe(
      [
        '{',
        '  "a": [],',
        '  "b": {},',
        '  "c": [',
        '    1,',
        '    2.0,',
        '    {',
        '      "d": "—\\n\\"x\\"\\u0001"',
        '    }',
        '  ],',
        '  "e": null,',
        '  "f": true',
        '}'
      ].join('\n')
    )
  })

  it('toPyJson treats whole numbers of unknown data as ints', () => {
    expect(pythonJson(toPyJson({ n: 3, x: 0.5, list: ['a', 2], nothing: undefined }))).toBe(
      '{\n  "n": 3,\n  "x": 0.5,\n  "list": [\n    "a",\n    2\n  ],\n  "nothing": null\n}'
    )
  })
})

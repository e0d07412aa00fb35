import { describe, expect, it } from '@jest/globals'
import { gradeOf, letterOf } from '../../src/scoring/grade.js'
import { badgeAtLeast, badgeFor, badgeTitle, BADGE_STARS } from '../../src/scoring/badge.js'

describe('gradeOf (PluginEval §3.7.2)', () => {
  it.each([
    [100, 'A+'],
    [97, 'A+'],
    [96.99999999999999, 'A'],
    [93, 'A'],
    [90, 'A-'],
    [87, 'B+'],
    [83, 'B'],
    [80, 'B-'],
    [77, 'C+'],
    [73, 'C'],
    [70, 'C-'],
    [69.99999999999997, 'D+'],
    [67, 'D+'],
    [63, 'D'],
    [60, 'D-'],
    [59.99, 'F'],
    [0, 'F']
  ])('%f → %s', (value, grade) => {
    expect(gradeOf(value)).toBe(grade)
  })

  it('0.7 blended through orchestration (÷ 0.10) is 0.6999999999999998 → D+', () => {
    const blended = (0.7 * 0.1) / 0.1
    expect(blended).toBe(0.6999999999999998)
    expect(gradeOf(blended * 100.0)).toBe('D+')
  })

  it('the plain letter is the first character', () => {
    expect(letterOf('A+')).toBe('A')
    expect(letterOf('B-')).toBe('B')
    expect(letterOf('F')).toBe('F')
  })
})

describe('badgeFor (PluginEval §3.7.3)', () => {
  it.each([
    [90, 'platinum'],
    [89.99, 'gold'],
    [80, 'gold'],
    [70, 'silver'],
    [60, 'bronze'],
    [59.99, 'no_badge']
  ])('composite %f without Elo → %s', (score, badge) => {
    expect(badgeFor(score)).toBe(badge)
  })

  it('an Elo can pull the badge down', () => {
    expect(badgeFor(95, 1450)).toBe('silver')
    expect(badgeFor(95, 1200)).toBe('no_badge')
    expect(badgeFor(85, 1700)).toBe('gold')
    expect(badgeFor(65, 1300)).toBe('bronze')
  })

  it('ranks, stars and titles', () => {
    expect(badgeAtLeast('gold', 'silver')).toBe(true)
    expect(badgeAtLeast('bronze', 'silver')).toBe(false)
    expect(badgeAtLeast('no_badge', 'no_badge')).toBe(true)
    expect(BADGE_STARS.silver).toBe('★★★')
    expect(BADGE_STARS.no_badge).toBe('—')
    expect(badgeTitle('no_badge')).toBe('No Badge')
    expect(badgeTitle('platinum')).toBe('Platinum')
  })
})

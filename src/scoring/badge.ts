// PluginEval's quality badges: the first tier whose composite AND Elo thresholds are both
// met wins, so an Elo can pull a high composite down to a lower tier or to no badge at all.
import type { Badge } from '../model/index.js'

const BADGE_TIERS: ReadonlyArray<{
  badge: Exclude<Badge, 'no_badge'>
  score: number
  elo: number
}> = [
  { badge: 'platinum', score: 90, elo: 1600 },
  { badge: 'gold', score: 80, elo: 1500 },
  { badge: 'silver', score: 70, elo: 1400 },
  { badge: 'bronze', score: 60, elo: 1300 }
]

export function badgeFor(composite: number, elo?: number): Badge {
  for (const tier of BADGE_TIERS) {
    if (composite >= tier.score && (elo === undefined || elo >= tier.elo)) return tier.badge
  }
  return 'no_badge'
}

/** Badges from worst to best, for `--min-badge` comparisons. */
export const BADGE_RANK: readonly Badge[] = ['no_badge', 'bronze', 'silver', 'gold', 'platinum']

export function badgeAtLeast(badge: Badge, minimum: Badge): boolean {
  return BADGE_RANK.indexOf(badge) >= BADGE_RANK.indexOf(minimum)
}

export const BADGE_STARS: Readonly<Record<Badge, string>> = {
  platinum: '★★★★★',
  gold: '★★★★',
  silver: '★★★',
  bronze: '★★',
  no_badge: '—'
}

/** Display name as PluginEval's markdown prints it ("Silver", "No Badge"). */
export function badgeTitle(badge: Badge): string {
  return badge === 'no_badge' ? 'No Badge' : badge[0].toUpperCase() + badge.slice(1)
}

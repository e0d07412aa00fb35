// Small phrases shared by the overview and the per-skill blocks of the markdown report.
import type { BlockContent, PhrasingContent } from 'mdast'
import { BADGE_STARS, badgeTitle } from '../scoring/badge.js'
import { code, paragraph, text } from './mdast.js'
import type { Badge, SkillReport } from '../model/index.js'

/** Caps per list inside one skill block, so one noisy skill cannot crowd out the others. */
const MAX_LIST_ITEMS = 20
export const NAME_CHARS = 100
export const MESSAGE_CHARS = 300

/** The skill's folder in code, followed by its name when that differs from the folder name. */
export function skillLabel(skill: SkillReport): PhrasingContent[] {
  const label: PhrasingContent[] = [code(skill.path)]
  if (skill.name !== skill.path.split('/').pop()) label.push(text(` ${skill.name}`, NAME_CHARS))
  return label
}

/** The badge in words, after its stars ("★★★★ Gold", "No badge"); a dash for an unscored skill. */
export function badgeText(badge: Badge | undefined): string {
  if (badge === undefined) return BADGE_STARS.no_badge
  if (badge === 'no_badge') return 'No badge'
  return `${BADGE_STARS[badge]} ${badgeTitle(badge)}`
}

export function layerLine(
  layer: string,
  status: string,
  reason: string | undefined
): PhrasingContent[] {
  const line: PhrasingContent[] = [
    code(layer, NAME_CHARS),
    text(`: ${status === 'ok' ? 'ran' : status.replaceAll('_', ' ')}`)
  ]
  if (reason !== undefined && reason !== '') line.push(text(` — ${reason}`, MESSAGE_CHARS))
  return line
}

/** A list of at most MAX_LIST_ITEMS items, with a closing "…and N more" item. */
export function cappedItems<T>(
  items: readonly T[],
  render: (item: T) => BlockContent[]
): BlockContent[][] {
  const shown = items.slice(0, MAX_LIST_ITEMS).map(render)
  if (items.length > MAX_LIST_ITEMS) {
    shown.push([
      paragraph(
        text(
          `…and ${items.length - MAX_LIST_ITEMS} more (see the annotations, JUnit or SARIF report)`
        )
      )
    ])
  }
  return shown
}

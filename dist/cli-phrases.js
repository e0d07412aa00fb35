import { B as BADGE_STARS, d as badgeTitle } from './cli-text2.js';
import { p as paragraph, t as text, c as code } from './cli-mdast.js';

/** Caps per list inside one skill block, so one noisy skill cannot crowd out the others. */
const MAX_LIST_ITEMS = 20;
const NAME_CHARS = 100;
const MESSAGE_CHARS = 300;
/** The skill's folder in code, followed by its name when that differs from the folder name. */
function skillLabel(skill) {
    const label = [code(skill.path)];
    if (skill.name !== skill.path.split('/').pop())
        label.push(text(` ${skill.name}`, NAME_CHARS));
    return label;
}
/** The badge in words, after its stars ("★★★★ Gold", "No badge"); a dash for an unscored skill. */
function badgeText(badge) {
    if (badge === undefined)
        return BADGE_STARS.no_badge;
    if (badge === 'no_badge')
        return 'No badge';
    return `${BADGE_STARS[badge]} ${badgeTitle(badge)}`;
}
function layerLine(layer, status, reason) {
    const line = [
        code(layer, NAME_CHARS),
        text(`: ${status === 'ok' ? 'ran' : status.replaceAll('_', ' ')}`)
    ];
    if (reason !== undefined && reason !== '')
        line.push(text(` — ${reason}`, MESSAGE_CHARS));
    return line;
}
/** A list of at most MAX_LIST_ITEMS items, with a closing "…and N more" item. */
function cappedItems(items, render) {
    const shown = items.slice(0, MAX_LIST_ITEMS).map(render);
    if (items.length > MAX_LIST_ITEMS) {
        shown.push([
            paragraph(text(`…and ${items.length - MAX_LIST_ITEMS} more (see the annotations, JUnit or SARIF report)`))
        ]);
    }
    return shown;
}

export { MESSAGE_CHARS as M, NAME_CHARS as N, badgeText as b, cappedItems as c, layerLine as l, skillLabel as s };

import { a as neutraliseJson } from './cli-errors.js';

/**
 * A piece is written once it reaches this many characters: small enough to stay among the young
 * objects the collector frees cheaply, large enough to keep the writes few.
 */
const PIECE_CHARS = 1 << 15;
// Stands for the skills in the report's own text. Raw quotes around it cannot come from inside a
// JSON string (they would be escaped there), so only the `skills` key itself produces it.
const SKILLS_MARK = 'skill-ci:skills';
// The skills are written a batch at a time as the elements of an array that sits where the report's
// `skills` sits, four spaces in, after a stand-in first element: cutting off what comes before
// the first comma and after the last element leaves the batch's text as the report has it, each
// element after its comma and indentation, without a second pass over the text.
const BATCH_HEAD = '{\n  "s": [\n    0';
const BATCH_TAIL = '\n  ]\n}';
/** At most this many skills in a batch, however small the ones before it were. */
const MAX_BATCH = 32;
/** The pieces of the report's JSON text (with a final newline), each already neutralised. */
function* reportJsonPieces(report) {
    const outline = JSON.stringify(report, function (key, value) {
        return this === report && key === 'skills' ? SKILLS_MARK : value;
    }, 2);
    const mark = `"skills": "${SKILLS_MARK}"`;
    const at = outline.indexOf(mark);
    if (at === -1 || report.skills.length === 0) {
        yield neutraliseJson(JSON.stringify(report, null, 2)) + '\n';
        return;
    }
    yield neutraliseJson(outline.slice(0, at) + '"skills": [');
    const skills = report.skills;
    // batches of about PIECE_CHARS characters, sized from the skills written so far
    let written = 0;
    for (let from = 0; from < skills.length;) {
        const count = from === 0 ? 1 : Math.min(MAX_BATCH, Math.max(1, Math.floor((PIECE_CHARS * from) / written)));
        const batch = skills.slice(from, from + count);
        // neutralised whole, then cut: the cut ends are plain JSON punctuation and spaces
        const text = neutraliseJson(JSON.stringify({ s: [0, ...batch] }, null, 2));
        // the first element has no comma before it
        yield text.slice(BATCH_HEAD.length + (from === 0 ? 1 : 0), text.length - BATCH_TAIL.length);
        written += text.length;
        from += batch.length;
    }
    yield neutraliseJson(`\n  ]${outline.slice(at + mark.length)}`) + '\n';
}

export { reportJsonPieces as r };

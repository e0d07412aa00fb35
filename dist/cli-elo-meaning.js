import { e as eloExpected, B as BASE_RATING } from './cli-elo.js';

const whole = (x) => String(Math.round(x));
const percent = (x) => `${Math.round(x)}%`;
/** `1562 (95% interval 1421–1703)`, with ≤ / ≥ for an end at the search bound. */
function eloRatingText(result) {
    const { ci } = result;
    return `${whole(result.rating)} (${Math.round(ci.level * 100)}% interval ${whole(ci.low)}–${whole(ci.high)}${ci.bounded ? ', an end at the bound' : ''})`;
}
function eloMeaning(result) {
    const beat = percent(100 * eloExpected(result.rating, BASE_RATING));
    const corpus = result.corpus.calibrated
        ? `rated above ${percent(result.percentile)} of the ${result.corpus.size} corpus skills`
        : `the corpus is not calibrated, so every opponent counted as ${BASE_RATING}`;
    return (`Elo ${eloRatingText(result)} from ${result.ci.matchups} matchups: expected to beat a ${BASE_RATING}-rated corpus skill ${beat} of the time; ` +
        `${corpus}; won ${percent(result.winRate)} against its opponents (${result.wins}W ${result.draws}D ${result.losses}L, ${percent(100 * result.inconsistencyRate)} position-inconsistent); ` +
        `closest comparable: ${result.closestComparable.name} (${whole(result.closestComparable.rating)}).`);
}

export { eloMeaning as e };

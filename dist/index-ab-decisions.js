import { a as abResultOf } from './index-records.js';
import { d as decideAb, p as pText } from './index-ab-verdict-rule.js';

/** The adjusted p-values, in the order given; a decision is made when one is below α. */
function adjustPValues(ps, rule) {
    const k = ps.length;
    if (rule === 'none' || k === 0)
        return [...ps];
    const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(k);
    if (rule === 'holm') {
        // Step down: the j-th smallest is multiplied by (k − j + 1), never below an earlier one.
        let running = 0;
        order.forEach(({ p, i }, j) => {
            running = Math.max(running, Math.min(1, (k - j) * p));
            adjusted[i] = running;
        });
    }
    else {
        // Step up: the j-th smallest is multiplied by k / j, never above a later one.
        let running = 1;
        for (let j = k - 1; j >= 0; j--) {
            running = Math.min(running, (k / (j + 1)) * order[j].p);
            adjusted[order[j].i] = running;
        }
    }
    return adjusted;
}

const DEFAULT_MULTIPLICITY = 'holm';
/** The p-value a test decides with: adjusted when it is part of a family. */
const decidingP = (t) => t.adjustedP ?? t.p;
/** Verdict, completion regression and gate failures of one record, from its tests as they stand. */
function decide(r) {
    const { tests } = r;
    const adjusted = tests.rule !== 'none' && tests.effect.familySize > 1;
    const { verdict, reason } = decideAb({
        estimate: r.improvement ?? NaN,
        equivalence: r.equivalence,
        limit: r.limit,
        scenarios: r.ci.scenarios
    }, decidingP(tests.effect), {
        minImprovement: r.minImprovement,
        alpha: tests.alpha,
        requireSignificance: r.requireSignificance
    }, adjusted ? `${tests.rule === 'holm' ? 'Holm' : 'BH'}-adjusted p` : 'p');
    const c = r.completion;
    const completionP = decidingP(tests.completion);
    const regressed = c.withSkill !== null &&
        c.baseline !== null &&
        c.withSkill < c.baseline &&
        completionP !== null &&
        completionP < tests.alpha;
    const failures = [];
    if (verdict === 'hurts')
        failures.push(`A/B: the skill hurts (${reason})`);
    else if (r.gate.requireHelps && verdict !== 'helps') {
        failures.push(`A/B: "helps" required, verdict ${verdict.replaceAll('_', ' ')} (${reason})`);
    }
    if (r.gate.requireCompletion && regressed) {
        failures.push(`A/B: completion regressed (${c.withSkill} vs ${c.baseline}; p ${pText(completionP)})`);
    }
    return {
        ...r,
        verdict,
        reason,
        completion: { ...c, regressed },
        gate: { ...r.gate, failures }
    };
}
/** The tests of one kind across the records, adjusted together; undefined outside the family. */
function family(records, pOf, rule) {
    const members = records.flatMap((r, i) => {
        const p = r === undefined ? null : pOf(r);
        return p === null ? [] : [{ i, p }];
    });
    const adjusted = adjustPValues(members.map((m) => m.p), rule);
    const out = records.map(() => undefined);
    members.forEach(({ i, p }, k) => {
        out[i] = { p, adjustedP: adjusted[k], familySize: members.length };
    });
    return out;
}
/** Every A/B record of the run decided on p-values adjusted across the records. */
function adjustAbResults(records, rule) {
    const effect = family(records, (r) => r.tests.effect.p, rule);
    const completion = family(records, (r) => (r.gate.requireCompletion ? r.tests.completion.p : null), rule);
    const outside = (t) => ({ p: t.p, adjustedP: null, familySize: 0 });
    return records.map((r, i) => r === undefined
        ? undefined
        : decide({
            ...r,
            tests: {
                ...r.tests,
                rule,
                effect: effect[i] ?? outside(r.tests.effect),
                completion: completion[i] ?? outside(r.tests.completion)
            }
        }));
}
/** The skills with their A/B records decided across the run (`adjustAbResults`). */
function adjustAbReports(reports, rule) {
    const adjusted = adjustAbResults(reports.map((s) => abResultOf(s.layers.ab)), rule);
    return reports.map((s, i) => {
        const ab = adjusted[i];
        return ab === undefined ? s : { ...s, layers: { ...s.layers, ab } };
    });
}

export { DEFAULT_MULTIPLICITY as D, adjustAbResults as a, adjustAbReports as b };

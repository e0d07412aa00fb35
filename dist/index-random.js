// Descriptive statistics for token and time figures.
function mean(xs) {
    if (xs.length === 0)
        return NaN;
    let sum = 0;
    for (const x of xs)
        sum += x;
    return sum / xs.length;
}
/** Sample standard deviation (n − 1 denominator); NaN below two values. */
function sampleSd(xs) {
    if (xs.length < 2)
        return NaN;
    const m = mean(xs);
    let ss = 0;
    for (const x of xs)
        ss += (x - m) ** 2;
    return Math.sqrt(ss / (xs.length - 1));
}
/** Hyndman–Fan type-7 quantile (R's default) of already sorted values. */
function quantileSorted(sorted, p) {
    const n = sorted.length;
    if (n === 0)
        return NaN;
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    const hi = Math.min(lo + 1, n - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
function spread(xs) {
    const sorted = [...xs].sort((a, b) => a - b);
    const q1 = quantileSorted(sorted, 0.25);
    const q3 = quantileSorted(sorted, 0.75);
    const iqr = q3 - q1;
    const low = q1 - 1.5 * iqr;
    const high = q3 + 1.5 * iqr;
    return {
        n: xs.length,
        median: quantileSorted(sorted, 0.5),
        q1,
        q3,
        iqr,
        outliers: xs.filter((x) => x < low || x > high)
    };
}

//#region src/generator/xoroshiro128plus.ts
const jumps = [
	3639956645,
	3750757012,
	1261568508,
	386426335
];
var XoroShiro128Plus = class XoroShiro128Plus {
	constructor(s01, s00, s11, s10) {
		this.s01 = s01;
		this.s00 = s00;
		this.s11 = s11;
		this.s10 = s10;
	}
	clone() {
		return new XoroShiro128Plus(this.s01, this.s00, this.s11, this.s10);
	}
	next() {
		const out = this.s00 + this.s10 | 0;
		const a0 = this.s10 ^ this.s00;
		const a1 = this.s11 ^ this.s01;
		const s00 = this.s00;
		const s01 = this.s01;
		this.s00 = s00 << 24 ^ s01 >>> 8 ^ a0 ^ a0 << 16;
		this.s01 = s01 << 24 ^ s00 >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
		this.s10 = a1 << 5 ^ a0 >>> 27;
		this.s11 = a0 << 5 ^ a1 >>> 27;
		return out;
	}
	jump() {
		let ns01 = 0;
		let ns00 = 0;
		let ns11 = 0;
		let ns10 = 0;
		let s01 = this.s01;
		let s00 = this.s00;
		let s11 = this.s11;
		let s10 = this.s10;
		for (let i = 0; i !== 4; ++i) {
			const ji = jumps[i];
			for (let mask = 1; mask; mask <<= 1) {
				if (ji & mask) {
					ns01 ^= s01;
					ns00 ^= s00;
					ns11 ^= s11;
					ns10 ^= s10;
				}
				const a0 = s10 ^ s00;
				const a1 = s11 ^ s01;
				const s00_ = s00;
				const s01_ = s01;
				s00 = s00_ << 24 ^ s01_ >>> 8 ^ a0 ^ a0 << 16;
				s01 = s01_ << 24 ^ s00_ >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
				s10 = a1 << 5 ^ a0 >>> 27;
				s11 = a0 << 5 ^ a1 >>> 27;
			}
		}
		this.s01 = ns01;
		this.s00 = ns00;
		this.s11 = ns11;
		this.s10 = ns10;
	}
	getState() {
		return [
			this.s01,
			this.s00,
			this.s11,
			this.s10
		];
	}
};
function xoroshiro128plus(seed) {
	return new XoroShiro128Plus(-1, ~seed, seed | 0, 0);
}

// One seeded PRNG family for every random choice, so a run is reproducible from its seed:
// xoroshiro128+ from pure-rand, with named sub-streams derived from the run seed so that adding a
// random choice in one place never shifts the numbers drawn in another.
/** The seed used when the user gives none; written into every report. */
const DEFAULT_SEED = 20260101;
const TWO_POW_32 = 4294967296;
/** FNV-1a over the UTF-16 code units: a stable 32-bit label hash (not for security). */
function hashLabel(label) {
    let h = 0x811c9dc5;
    for (let i = 0; i < label.length; i++) {
        h ^= label.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
function wrap(seed, gen) {
    const float = () => (gen.next() >>> 0) / TWO_POW_32;
    return {
        seed,
        float,
        // Multiply-then-floor: the bias is n / 2^32, negligible for resampling sizes.
        index: (n) => Math.floor(float() * n),
        derive: (label) => createRng((Math.imul(seed, 0x9e3779b1) ^ hashLabel(label)) >>> 0)
    };
}
function createRng(seed = DEFAULT_SEED) {
    if (!Number.isInteger(seed))
        throw new RangeError(`seed must be an integer, got ${seed}`);
    return wrap(seed, xoroshiro128plus(seed | 0));
}

export { DEFAULT_SEED as D, spread as a, createRng as c, mean as m, sampleSd as s };

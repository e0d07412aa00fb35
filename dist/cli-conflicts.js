import { U as UsageError } from './cli-errors.js';

/**
 * Refuses `--first` and `--second` given together. Flags that share a value (`--results-dir`
 * and `--no-results-dir`) are told apart by the events the parser emits for each flag typed.
 */
function refuseTogether(command, first, second) {
    const typed = new Set();
    for (const flag of [first, second])
        command.on(`option:${flag}`, () => typed.add(flag));
    return command.hook('preAction', () => {
        if (typed.size === 2) {
            throw new UsageError(`--${first} and --${second} contradict each other: give one of them`);
        }
    });
}
/** Refuses `--flag` given without `--needed` (`why`: what `--flag` does with it). */
function refuseWithout(command, flag, needed, why) {
    const typed = new Set();
    for (const name of [flag, needed])
        command.on(`option:${name}`, () => typed.add(name));
    return command.hook('preAction', () => {
        if (typed.has(flag) && !typed.has(needed)) {
            throw new UsageError(`--${flag} needs --${needed}: ${why}`);
        }
    });
}

export { refuseWithout as a, refuseTogether as r };

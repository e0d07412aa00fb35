// What the CLI touches of the process (streams, environment) and its exit codes, so tests drive
// main() directly and every command shares them.
const EXIT_OK = 0;
const EXIT_GATE_FAILED = 1;
const EXIT_USAGE = 2;

export { EXIT_OK as E, EXIT_GATE_FAILED as a, EXIT_USAGE as b };

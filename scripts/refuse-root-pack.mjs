// The `prepack` script: npm runs it before `npm pack` and `npm publish` at the repository root,
// and the non-zero exit stops both before anything is written or sent.
//
// Why: the root package.json describes the development tree. Its runtime dependencies are already
// bundled into dist/, and installing a tarball of it would fetch them all again, plus the optional
// Node binaries the end-to-end tests run under: hundreds of megabytes for a command line of a few.
// `"private": true` already stops `npm publish`; this stops `npm pack` too, and says where the
// real package comes from. Plain Node (no tsx), as npm may run it before anything is installed.
console.error(
  [
    'skill-ci: the repository root is the development tree, not the npm package.',
    'The package users install is the command line alone, with no dependencies:',
    '  npm run pack:cli          packs it into .pack/ (an ignored folder)',
    'The release workflow (.github/workflows/release.yml) publishes that tarball when a v* tag is',
    'pushed; docs/development.md, "Releasing", has the steps.'
  ].join('\n')
)
process.exit(1)

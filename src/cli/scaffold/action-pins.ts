// The other actions the scaffolded workflow uses, pinned by full commit SHA with the release in a
// trailing comment (the convention Dependabot and Renovate read and keep up to date): a tag can be
// moved to other code, a commit cannot (the tj-actions incident, CVE-2025-30066). Each SHA is the
// commit the release tag points to (an annotated tag peeled to its commit), read from a snapshot of
// the action's own repository; the same commits are pinned with these versions in other public
// repositories' workflows. Each pin is on the latest release of the major version the rest of the
// docs use, and every one of them runs on node24.

export interface ActionPin {
  /** owner/repo, or owner/repo/path for an action in a subfolder. */
  action: string
  /** The 40-hex commit. */
  sha: string
  version: string
}

export const ACTION_PINS = {
  checkout: {
    action: 'actions/checkout',
    sha: 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09',
    version: 'v5.1.0'
  },
  // v5: v4 runs on node20, which GitHub's runners are retiring.
  cache: {
    action: 'actions/cache',
    sha: '27d5ce7f107fe9357f9df03efb73ab90386fccae',
    version: 'v5.0.5'
  },
  uploadSarif: {
    action: 'github/codeql-action/upload-sarif',
    sha: '8aad20d150bbac5944a9f9d289da16a4b0d87c1e',
    version: 'v4.36.2'
  }
} as const satisfies Record<string, ActionPin>

/** A step's `uses:` value: the action at its commit, the release in a trailing comment. */
export const pinnedUses = (pin: ActionPin): string => `${pin.action}@${pin.sha} # ${pin.version}`

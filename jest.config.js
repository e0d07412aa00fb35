// Jest in native-ESM mode; with isolatedModules in tsconfig, ts-jest transpiles each file on its own
// (fast), while `npm run typecheck` does the whole-program type check.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  resolver: 'ts-jest-resolver',
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  // Many suites wait on child processes and local servers, so every core is worth a worker
  // (Jest's default leaves one idle, which halves the speed on a 2-core runner).
  maxWorkers: '100%',
  testTimeout: 30000,
  clearMocks: true
}

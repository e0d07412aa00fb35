// picomatch ships no types; only what skill-ci calls is declared here.
declare module 'picomatch' {
  interface PicomatchOptions {
    /** Match dot-files and dot-folders too. */
    dot?: boolean
  }
  function picomatch(glob: string | string[], options?: PicomatchOptions): (path: string) => boolean
  export default picomatch
}

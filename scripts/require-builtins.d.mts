/** The chunk `code` with its import lines of Node's built-in modules replaced by require() calls. */
export declare function requireBuiltins(code: string): string

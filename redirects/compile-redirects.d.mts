/** Types of what the unit tests take from compile-redirects.mjs. */
export declare function readTables(dir?: string): Array<{ file: string; text: string }>;

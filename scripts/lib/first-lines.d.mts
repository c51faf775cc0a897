/** Types of first-lines.mjs, for the browser suite's reporter. */
export declare function firstLines(message: string): string;

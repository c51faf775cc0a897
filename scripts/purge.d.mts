/** Types of scripts/purge.mjs for the TypeScript tests that import it. */
export declare const PURGE_PATH: string;
export declare function purgeSignature(key: string, body: string, nowSeconds?: number): string;
export declare function sendPurge(site: string, key: string, families: string[], source?: string): Promise<{ status: number; body: unknown }>;

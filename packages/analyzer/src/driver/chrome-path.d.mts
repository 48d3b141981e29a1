export declare const CHROME_CANDIDATES: readonly string[];
export declare function findChromePath(env?: NodeJS.ProcessEnv): string | undefined;

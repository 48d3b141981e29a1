export declare const BROWSER_ARGS: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];

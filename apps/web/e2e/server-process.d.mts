export declare const SERVER_ENTRY: string;
export declare function serverCommand(): [string, string[]];
export declare function seedDataDir(dataDir: string): Promise<void>;

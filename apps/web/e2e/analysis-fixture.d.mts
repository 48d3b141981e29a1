export declare const analysisFixtureHost: string;
export declare const analysisFixturePort: number;
export declare const analysisFixturePage: string;
export declare const analysisFixturePages: Record<string, string>;

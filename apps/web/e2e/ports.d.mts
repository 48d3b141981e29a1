export declare const serverPort: number;
export declare const smtpPort: number;
export declare const mailboxPort: number;
export declare const reachableHost: string;
export declare const unreachableHost: string;
export declare const hostRules: string;

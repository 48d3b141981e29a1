export declare const agentShopHost: string;
export declare const agentShopObstaclesHost: string;
export declare function serveAgentShop(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): Promise<boolean>;

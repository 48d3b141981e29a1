import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const agentShopHost: string;
export declare const agentShopObstaclesHost: string;
export declare function serveAgentShop(request: IncomingMessage, response: ServerResponse): Promise<boolean>;

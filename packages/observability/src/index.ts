export * from './fastify';
export * from './health';
export * from './log';
export * from './metrics';
export * from './node-http';
export * from './paths';
export * from './request-id';
export * from './server-settings';

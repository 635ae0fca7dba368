export { API_BASE_PATH, buildOpenApiDocument, OPERATIONS, openApiPath } from './document';
export type { OpenApiDocument } from './document';
export type { Operation, OperationAuth } from './operations';

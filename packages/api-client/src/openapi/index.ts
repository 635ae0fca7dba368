export { API_BASE_PATH, buildOpenApiDocument, ENDPOINT_LIST, openApiPath } from './document';
export type { OpenApiDocument } from './document';

/** The part of JSON Schema the app's OpenAPI document uses (fastify-type-provider-zod's output). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  multipleOf?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  /** "GET /api/v1/feed", as printed in failures and accepted by FUZZ_ONLY. */
  key: string;
  method: string;
  /** The OpenAPI path, with {name} placeholders ({*} for a wildcard). */
  path: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: FuzzParameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      operations.push({
        key: `${verb} ${path}`,
        method: verb,
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

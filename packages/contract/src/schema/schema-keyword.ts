/** JSON Schema type names, as a validator's keyword definition names what it applies to. */
export type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** An error a keyword reports, in the shape ajv reads from `validate.errors`. */
export interface SchemaKeywordError {
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * A custom keyword in the shape ajv's `addKeyword` takes (a `FuncKeywordDefinition`), declared
 * here so the contract needs no validator to describe one.
 */
export interface SchemaKeyword {
  keyword: string;
  type?: JsonTypeName;
  schemaType: JsonTypeName;
  errors: boolean;
  /** The keyword this one runs before, in each subschema. */
  before?: string;
  /** Called with the keyword's value in the schema and the instance; `errors` set when it fails. */
  validate: ((schema: unknown, data: unknown) => boolean) & { errors?: SchemaKeywordError[] };
}

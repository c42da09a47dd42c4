// Query-string building blocks for /v1 schemas: the contract's shared fields, one place for each rule.
export { flag, optionalInt, optionalText, page } from "#core/contract/fields.ts";

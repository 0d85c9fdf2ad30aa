export * from "./upstream.js";
export * from "./graphql.js";

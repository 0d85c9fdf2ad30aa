export * from "./upstream.js";
export * from "./graphql.js";
export * from "./classify.js";

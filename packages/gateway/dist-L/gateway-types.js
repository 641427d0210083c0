export {};
//# sourceMappingURL=gateway-types.js.map
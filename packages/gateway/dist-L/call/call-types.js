export {};
//# sourceMappingURL=call-types.js.map
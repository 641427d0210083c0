export {};
//# sourceMappingURL=exposure-source.js.map
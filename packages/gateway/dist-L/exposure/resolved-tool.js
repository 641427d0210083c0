export {};
//# sourceMappingURL=resolved-tool.js.map
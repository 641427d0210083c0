export {};
//# sourceMappingURL=service-gateway.js.map
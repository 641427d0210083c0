#!/usr/bin/env node
export {};
//# sourceMappingURL=cli.d.ts.map
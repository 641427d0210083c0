export function createKeyedLock() {
    const tails = new Map();
    return {
        run(key, fn) {
            const previous = tails.get(key) ?? Promise.resolve();
            const run = previous.then(fn, fn);
            const tail = run.catch(() => undefined);
            tails.set(key, tail);
            void tail.then(() => {
                if (tails.get(key) === tail)
                    tails.delete(key);
            });
            return run;
        },
        async idle() {
            await Promise.allSettled([...tails.values()]);
        },
    };
}
//# sourceMappingURL=keyed-lock.js.map
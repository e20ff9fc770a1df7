/**
 * What every Node process that runs PGlite is started with: V8's write protection of compiled
 * code by memory protection keys off. README.md, "Deploying", says why (on CPUs that have the
 * keys, Node 24's V8 can abort on PGlite's WebAssembly). web/package.json's start script, the root
 * package.json's `leads` script and the Dockerfile carry it as text; what starts Node from
 * TypeScript (tests, benchmarks) takes it from here.
 */
export const PGLITE_NODE_FLAGS = ['--no-memory-protection-keys']

// Loaded with NODE_OPTIONS=--require by the start pre-check test: makes this Node.js report the version in
// FAKE_NODE_VERSION, as an older Node.js would.
Object.defineProperty(process.versions, "node", { value: process.env.FAKE_NODE_VERSION });

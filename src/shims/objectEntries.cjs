// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings
// its own copy of the language's intrinsics (~5 KB gzip) into the signed-in shell. Every
// browser the portal supports has Object.entries; the build resolves the polyfill here.
module.exports = Object.entries;

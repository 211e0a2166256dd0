/**
 * @fastify/cookie loads the ESM-only `cookie` package with a dynamic import(), which Jest's
 * CommonJS sandbox refuses without --experimental-vm-modules. For the contract suites only,
 * this compiles those two packages to CommonJS (import() becomes require()); Node itself
 * runs them unchanged in production.
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: outputText };
  },
};
